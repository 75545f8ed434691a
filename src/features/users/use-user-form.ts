import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { PlayerInfoBasic } from '@ordbot/contract/api-types.ts';
import {
  ACCOUNT_STATUSES,
  DEFAULT_ACCOUNT_STATUS,
  isOneOf,
  type AccountStatus,
  type Role,
} from '@ordbot/contract/enums.ts';
import { TEXT } from '../../ui/text.ts';
import { isApiError } from '../../api/client.ts';

export interface FormValues {
  email: string;
  playerId: number | null;
  mainRole: Role;
  status: AccountStatus;
}

export interface UserFormProps {
  title: ReactNode;
  /** The values the form opens with; a null status leaves the status out (a new user waits). */
  initial: { email: string; playerId: number | null; mainRole: Role; status: string | null };
  players: readonly PlayerInfoBasic[];
  labels: { submit: string; busy: string; failed: string };
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  /** Sends the values; a thrown API error's message is shown in the form. */
  submit: (values: FormValues) => Promise<void>;
}

/**
 * The state of the user dialogs' form (user-edit-dialog.tsx): its values, the e-mail's and the
 * saving's errors, and `save`, which checks the e-mail and sends the values.
 */
export function useUserForm({ initial, labels, onBusyChange, submit }: UserFormProps) {
  const [email, setEmail] = useState(initial.email);
  const [playerId, setPlayerId] = useState<number | null>(initial.playerId);
  const [mainRole, setMainRole] = useState<Role>(initial.mainRole);
  const [status, setStatus] = useState<AccountStatus>(
    isOneOf(ACCOUNT_STATUSES, initial.status) ? initial.status : DEFAULT_ACCOUNT_STATUS,
  );
  const [emailError, setEmailError] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const emailId = useId();
  const emailErrorId = useId();

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const trimmed = email.trim();
    if (trimmed === '') {
      setEmailError(TEXT.users.emailRequired);
      document.getElementById(emailId)?.focus();
      return;
    }
    setEmailError(null);
    setSaveError(null);
    setSaving(true);
    onBusyChange(true);
    try {
      await submit({ email: trimmed, playerId, mainRole, status });
    } catch (error) {
      setSaving(false);
      onBusyChange(false);
      setSaveError(isApiError(error) && error.message ? error.message : labels.failed);
      return;
    }
    onBusyChange(false);
  }

  function changeEmail(value: string) {
    setEmail(value);
    if (emailError) setEmailError(null);
  }

  return {
    values: { email, playerId, mainRole, status },
    withStatus: initial.status !== null,
    changeEmail,
    setPlayerId,
    setMainRole,
    setStatus,
    emailId,
    emailErrorId,
    emailError,
    saveError,
    setSaveError,
    saving,
    save,
  };
}
