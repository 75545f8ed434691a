import type { FormEvent, ReactNode } from 'react';
import './auth-form.css';

/**
 * A form of the sign-in, registration and account screens: its fields, its alert (which the
 * fields name in aria-describedby), an optional status line, and the submit button that reads
 * `busyLabel` while the call runs; `footer` stands below the button. The browser's own
 * validation bubbles are off (they speak the browser's language): each form checks its fields
 * and says what is wrong in the alert, in Norwegian.
 */
export function AuthForm({
  onSubmit,
  errorId,
  error,
  busy,
  submitLabel,
  busyLabel,
  buttonClassName = 'auth-button auth-button--primary',
  status,
  footer,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  errorId: string;
  error: string;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  buttonClassName?: string;
  status?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      {children}
      <div id={errorId} className="auth-form__error" role="alert">
        {error}
      </div>
      {status}
      <button className={buttonClassName} type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      {footer}
    </form>
  );
}
