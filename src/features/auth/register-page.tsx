import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useParams } from 'wouter';
import { MIN_PASSWORD_LENGTH } from '@ordbot/contract/constants.ts';
import { routePath } from '@ordbot/contract/routes.ts';
import { registerByUuid, validateRegisterUuid } from '../../api/auth.ts';
import { useAuth } from '../../app/auth.tsx';
import { TEXT } from '../../ui/text.ts';

import { AuthField } from '../../ui/auth-field.tsx';
import { AuthForm } from '../../ui/auth-form.tsx';
import { authErrorMessage } from '../../ui/auth-errors.ts';
import { useLoad } from '../../ui/use-load.ts';
import './auth.css';

const T = TEXT.register;

/**
 * Registration by invitation (docs/product.md, Routes; docs/architecture.md): check the link, then set a password.
 */
export function RegisterPage() {
  const { registerUuid = '' } = useParams<{ registerUuid: string }>();
  const check = useLoad(registerUuid, () => validateRegisterUuid({ uuid: registerUuid }));
  const answer = check.data;

  return (
    <div className="page auth-page">
      <h1>{TEXT.pages.register}</h1>
      {check.status === 'loading' && (
        <p className="auth-page__status" role="status">
          {T.checking}
        </p>
      )}
      {answer && !answer.valid && (
        <section className="auth-notice" aria-labelledby="register-invalid">
          <h2 id="register-invalid">{T.invalidHeading}</h2>
          <p>{T.invalid}</p>
          <p>{T.newLink}</p>
        </section>
      )}
      {check.status === 'failed' && (
        <div className="auth-notice">
          <p role="alert">{T.checkFailed}</p>
          <button className="auth-button" type="button" onClick={check.reload}>
            {T.retry}
          </button>
        </div>
      )}
      {answer?.valid && <RegisterForm uuid={registerUuid} email={answer.email ?? ''} />}
    </div>
  );
}

function RegisterForm({ uuid, email }: { uuid: string; email: string }) {
  const { signIn } = useAuth();
  const [, navigate] = useLocation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [invalidField, setInvalidField] = useState<'password' | 'repeat' | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (password.length < MIN_PASSWORD_LENGTH) {
      setInvalidField('password');
      setError(T.tooShort);
      return;
    }
    if (password !== repeat) {
      setInvalidField('repeat');
      setError(T.mismatch);
      return;
    }
    setInvalidField(null);
    setError('');
    setBusy(true);
    try {
      const response = await registerByUuid({ uuid, password });
      // One render for both, as on /login: the guests-only guard must not act first.
      flushSync(() => {
        signIn(response);
        navigate(routePath('home'), { replace: true });
      });
    } catch (failure) {
      setError(authErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <AuthForm
      onSubmit={(event) => void onSubmit(event)}
      errorId="register-error"
      error={error}
      busy={busy}
      submitLabel={T.submit}
      busyLabel={T.busy}
      footer={
        <p className="auth-form__hint register-privacy">
          {TEXT.privacy.registerNote}{' '}
          <Link href={routePath('privacy')}>{TEXT.privacy.footerLink}</Link>
        </p>
      }
    >
      <p>{T.intro}</p>
      <AuthField
        id="register-email"
        label={T.email}
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        readOnly
      />
      <AuthField
        id="register-password"
        label={T.password}
        name="password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={invalidField === 'password' || undefined}
        aria-describedby="register-hint register-error"
        hint={
          <p id="register-hint" className="auth-form__hint">
            {T.passwordHint}
          </p>
        }
      />
      <AuthField
        id="register-repeat"
        label={T.repeatPassword}
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        aria-required="true"
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
        aria-invalid={invalidField === 'repeat' || undefined}
        aria-describedby="register-error"
      />
    </AuthForm>
  );
}
