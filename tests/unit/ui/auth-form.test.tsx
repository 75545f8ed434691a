// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthForm } from '../../../src/ui/auth-form.tsx';

afterEach(cleanup);

function renderForm(busy: boolean, error = '') {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  render(
    <AuthForm
      onSubmit={onSubmit}
      errorId="x-error"
      error={error}
      busy={busy}
      submitLabel="Lagre"
      busyLabel="Lagrer …"
      status={<p role="status">Lagret</p>}
      footer={<p>Under knappen</p>}
    >
      <input aria-label="Felt" aria-describedby="x-error" />
    </AuthForm>,
  );
  return onSubmit;
}

describe('AuthForm, the form piece of the sign-in, registration and account screens', () => {
  it('shows the fields, the alert the fields name, the status, the button and the footer', () => {
    renderForm(false, 'Feil passord');
    expect(screen.getByRole('alert').id).toBe('x-error');
    expect(screen.getByRole('alert').textContent).toBe('Feil passord');
    expect(screen.getByRole('status').textContent).toBe('Lagret');
    const button = screen.getByRole('button', { name: 'Lagre' });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    // The footer stands below the button.
    expect(button.nextElementSibling?.textContent).toBe('Under knappen');
  });

  it('hands the submit event to its caller', () => {
    const onSubmit = renderForm(false);
    fireEvent.click(screen.getByRole('button', { name: 'Lagre' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('reads the busy label and takes no second submit while the call runs', () => {
    renderForm(true);
    const button = screen.getByRole('button', { name: 'Lagrer …' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
