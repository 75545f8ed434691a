import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation, useSearch } from 'wouter';
import { routePath } from '@ordbot/contract/routes.ts';
import { login } from '../../api/auth.ts';
import { useAuth } from '../../app/auth.tsx';
import { TEXT } from '../../ui/text.ts';
import { AuthField } from '../../ui/auth-field.tsx';
import { AuthForm } from '../../ui/auth-form.tsx';
import { authErrorMessage } from '../../ui/auth-errors.ts';
import { safeRedirect } from './safe-redirect.ts';
import './auth.css';

const T = TEXT.login;

/** What is missing from the sign-in form before it is sent, or '' when nothing is. */
export function signInProblem(email: string, password: string): string {
  const address = email.trim();
  if (!address) return T.emailMissing;
  if (!/^[^\s@]+@[^\s@]+$/.test(address)) return T.emailInvalid;
  if (!password) return T.passwordMissing;
  return '';
}

/** Sign-in (docs/product.md, Routes): e-mail and password; afterwards the `redirect` path or home. */
export function LoginPage() {
  const { signIn } = useAuth();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = signInProblem(email, password);
    if (problem) return setError(problem);
    setBusy(true);
    setError('');
    const target = safeRedirect(new URLSearchParams(search).get('redirect'));
    try {
      const response = await login({ username: email.trim(), password });
      // One render for both: the guests-only guard must never see a signed-in user on /login.
      flushSync(() => {
        signIn(response);
        navigate(target, { replace: true });
      });
    } catch (failure) {
      setError(authErrorMessage(failure));
      setBusy(false);
    }
  }

  return (
    <div className="page auth-page">
      <h1>{TEXT.pages.login}</h1>
      <AuthForm
        onSubmit={(event) => void onSubmit(event)}
        errorId="login-error"
        error={error}
        busy={busy}
        submitLabel={T.submit}
        busyLabel={T.busy}
      >
        <AuthField
          id="login-email"
          label={T.email}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={error ? 'login-error' : undefined}
        />
        <AuthField
          id="login-password"
          label={T.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-describedby={error ? 'login-error' : undefined}
        />
      </AuthForm>
      <section className="auth-help" aria-labelledby="login-new-password">
        <h2 id="login-new-password">{T.newPasswordHeading}</h2>
        <p>{T.newPassword}</p>
        <p>
          {T.noAccount} <Link href={routePath('home')}>{T.noAccountLink}</Link>
        </p>
      </section>
    </div>
  );
}
