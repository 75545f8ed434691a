import type { InputHTMLAttributes, ReactNode } from 'react';
import './auth-form.css';

/** A labelled input of the sign-in and registration forms, with an optional hint below it. */
export function AuthField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="auth-form__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
      {hint}
    </div>
  );
}
