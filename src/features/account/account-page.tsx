import { useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { MIN_PASSWORD_LENGTH } from '@ordbot/contract/constants.ts';
import { routePath } from '@ordbot/contract/routes.ts';
import { changePassword, deleteAccount, logoutEverywhere } from '../../api/auth.ts';
import { downloadOwnGames } from '../../api/share.ts';
import { useAuth } from '../../app/auth.tsx';
import { TEXT } from '../../ui/text.ts';
import { AuthField } from '../../ui/auth-field.tsx';
import { AuthForm } from '../../ui/auth-form.tsx';
import { authErrorMessage } from '../../ui/auth-errors.ts';
import { exportProgressText, useFileExport } from '../../ui/use-file-export.ts';

import './account.css';

const T = TEXT.account;

/** Runs one form's call with its busy and error state; `onDone` runs after success. */
function useSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  async function run(call: () => Promise<void>, onDone: () => void) {
    if (busy) return;
    setBusy(true);
    setError('');
    try {
      await call();
      setBusy(false);
      onDone();
    } catch (failure) {
      setError(authErrorMessage(failure));
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}

/** Signs out here and goes home in one render, so the signed-in guard never sends to /login. */
function useLeave() {
  const { signOut } = useAuth();
  const [, navigate] = useLocation();
  return () =>
    flushSync(() => {
      signOut();
      navigate(routePath('home'), { replace: true });
    });
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className="account-section" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {children}
    </section>
  );
}

/** A required password input of these forms; `errorId` names the form's alert. */
function PasswordField({
  id,
  label,
  value,
  onChange,
  errorId,
  isNew = false,
  hint,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorId: string;
  isNew?: boolean;
  hint?: string;
}) {
  const hintId = `${id}-hint`;
  return (
    <AuthField
      id={id}
      label={label}
      type="password"
      autoComplete={isNew ? 'new-password' : 'current-password'}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-describedby={hint ? `${hintId} ${errorId}` : errorId}
      hint={
        hint ? (
          <p id={hintId} className="auth-form__hint">
            {hint}
          </p>
        ) : undefined
      }
    />
  );
}

function PasswordForm() {
  const { busy, error, setError, run } = useSubmit();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(false);
    if (!current) return setError(T.currentMissing);
    if (next.length < MIN_PASSWORD_LENGTH) return setError(T.tooShort);
    if (next !== repeat) return setError(T.mismatch);
    void run(
      () => changePassword({ currentPassword: current, newPassword: next }),
      () => {
        setCurrent('');
        setNext('');
        setRepeat('');
        setDone(true);
      },
    );
  }

  return (
    <AuthForm
      onSubmit={onSubmit}
      errorId="account-password-error"
      error={error}
      busy={busy}
      submitLabel={T.passwordSubmit}
      busyLabel={T.passwordBusy}
      status={
        <p className="account-success" role="status">
          {done ? T.passwordChanged : ''}
        </p>
      }
    >
      <p>{T.passwordIntro}</p>
      <PasswordField
        id="account-current"
        label={T.currentPassword}
        value={current}
        onChange={setCurrent}
        errorId="account-password-error"
      />
      <PasswordField
        id="account-new"
        label={T.newPassword}
        value={next}
        onChange={setNext}
        errorId="account-password-error"
        isNew
        hint={T.passwordHint}
      />
      <PasswordField
        id="account-repeat"
        label={T.repeatPassword}
        value={repeat}
        onChange={setRepeat}
        errorId="account-password-error"
        isNew
      />
    </AuthForm>
  );
}

function EverywhereForm() {
  const { busy, error, run } = useSubmit();
  const leave = useLeave();
  return (
    <AuthForm
      onSubmit={(event) => {
        event.preventDefault();
        void run(logoutEverywhere, leave);
      }}
      errorId="account-everywhere-error"
      error={error}
      busy={busy}
      submitLabel={T.everywhereSubmit}
      busyLabel={T.everywhereBusy}
      buttonClassName="auth-button"
    >
      <p>{T.everywhereIntro}</p>
    </AuthForm>
  );
}

function DeleteForm() {
  const { busy, error, setError, run } = useSubmit();
  const leave = useLeave();
  const [password, setPassword] = useState('');
  const [confirmed, setConfirmed] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return setError(T.deletePasswordMissing);
    if (!confirmed) return setError(T.deleteMustConfirm);
    // Sign-out clears this device's saved data (src/cache/user-data.ts).
    void run(() => deleteAccount({ password, confirm: true }), leave);
  }

  return (
    <AuthForm
      onSubmit={onSubmit}
      errorId="account-delete-error"
      error={error}
      busy={busy}
      submitLabel={T.deleteSubmit}
      busyLabel={T.deleteBusy}
      buttonClassName="auth-button account-danger"
    >
      <p>{T.deleteIntro}</p>
      <PasswordField
        id="account-delete-password"
        label={T.deletePassword}
        value={password}
        onChange={setPassword}
        errorId="account-delete-error"
      />
      <label className="account-confirm">
        <input
          type="checkbox"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
        />
        {T.deleteConfirm}
      </label>
    </AuthForm>
  );
}

/** The file name of the own games' zip, as the server names it. */
const OWN_GAMES_FILE = 'ordbot-mine-spill-gcg.zip';

/** The user's own finished games as GCG files in a zip, with the download's progress. */
function OwnGames() {
  const { busy, progress, run } = useFileExport<'own'>(authErrorMessage);
  return (
    <div className="auth-notice">
      <p>{T.ownGamesIntro}</p>
      <button
        type="button"
        className="auth-button"
        disabled={busy !== null}
        onClick={() => void run('own', downloadOwnGames, OWN_GAMES_FILE)}
      >
        {T.ownGamesSubmit}
      </button>
      <p className="account-progress" role="status">
        {busy ? exportProgressText(progress) : ''}
      </p>
    </div>
  );
}

/**
 * My account: the own games as GCG files (a user linked to a player), change the password,
 * sign out everywhere, delete the account.
 */
export function AccountPage() {
  const { email, playerId } = useAuth();
  return (
    <div className="page auth-page account-page">
      <h1>{T.heading}</h1>
      <p>{T.signedInAs(email ?? '')}</p>
      {playerId !== null && (
        <Section id="account-own-games" heading={T.ownGamesHeading}>
          <OwnGames />
        </Section>
      )}
      <Section id="account-password" heading={T.passwordHeading}>
        <PasswordForm />
      </Section>
      <Section id="account-everywhere" heading={T.everywhereHeading}>
        <EverywhereForm />
      </Section>
      <Section id="account-delete" heading={T.deleteHeading}>
        <DeleteForm />
      </Section>
    </div>
  );
}
