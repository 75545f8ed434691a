import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import type { PlayerInfoBasic, User, UserUpdate } from '@ordbot/contract/api-types.ts';
import {
  ACCOUNT_STATUSES,
  DEFAULT_ACCOUNT_STATUS,
  isOneOf,
  ROLES,
  type AccountStatus,
  type Role,
} from '@ordbot/contract/enums.ts';
import { TEXT } from '../../ui/text.ts';
import { isApiError } from '../../api/client.ts';
import { inviteUser, updateUser } from '../../cache/users.ts';
import { NoticeBanner } from './notice-banner.tsx';
import { PlayerPicker } from './player-picker.tsx';
import { DialogTitle, ModalDialog } from '../../ui/modal-dialog.tsx';

interface ChoiceSelectProps<T extends string> {
  label: string;
  values: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}

function ChoiceSelect<T extends string>({
  label,
  values,
  labels,
  value,
  onChange,
}: ChoiceSelectProps<T>) {
  const options = values.map((id) => ({ id, label: labels[id] }));
  return (
    <Select
      className="users-select"
      value={value}
      onChange={(key: Key | null) => {
        if (isOneOf(values, key)) onChange(key);
      }}
    >
      <Label className="users-field__label">{label}</Label>
      <Button className="users-select__button">
        <SelectValue className="users-select__value" />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="users-popover" placement="bottom start">
        <ListBox className="users-listbox" items={options}>
          {(option) => (
            <ListBoxItem className="users-option" id={option.id} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

export interface UserEditDialogProps {
  /** The user being edited; null closes the dialog. */
  user: User | null;
  players: readonly PlayerInfoBasic[];
  onClose: () => void;
  /** Called with what was saved, after the server accepted it. */
  onSaved: (saved: UserUpdate) => void;
}

/** docs/product.md, User administration: 'Rediger bruker: {email}' with e-mail, player, role and status. */
export function UserEditDialog({ user, players, onClose, onSaved }: UserEditDialogProps) {
  return (
    <UserDialog open={user !== null} onClose={onClose}>
      {(onBusyChange) =>
        user && (
          <UserForm
            key={user.id}
            title={
              <>
                {TEXT.users.dialogTitle} <span className="users-dialog__email">{user.email}</span>
              </>
            }
            initial={user}
            players={players}
            labels={{
              submit: TEXT.users.save,
              busy: TEXT.users.saving,
              failed: TEXT.users.updateError,
            }}
            onBusyChange={onBusyChange}
            onCancel={onClose}
            submit={async (values) => {
              const update: UserUpdate = { id: user.id, ...values };
              await updateUser(update);
              onSaved(update);
            }}
          />
        )
      }
    </UserDialog>
  );
}

export interface InviteUserDialogProps {
  open: boolean;
  players: readonly PlayerInfoBasic[];
  onClose: () => void;
  /** Called with the new user, after the server made it and mailed the link. */
  onInvited: (user: User) => void;
}

const NEW_USER = { email: '', playerId: null, mainRole: 'PLAYER', status: null } as const;

/**
 * 'Inviter bruker' (docs/product.md, User administration): e-mail, player and role; the server
 * makes a waiting user and mails them a link to choose a password.
 */
export function InviteUserDialog({ open, players, onClose, onInvited }: InviteUserDialogProps) {
  return (
    <UserDialog open={open} onClose={onClose}>
      {(onBusyChange) =>
        open && (
          <UserForm
            title={TEXT.users.inviteTitle}
            initial={NEW_USER}
            players={players}
            labels={{
              submit: TEXT.users.inviteSend,
              busy: TEXT.users.inviteSending,
              failed: TEXT.users.inviteError,
            }}
            onBusyChange={onBusyChange}
            onCancel={onClose}
            submit={async ({ email, playerId, mainRole }) => {
              onInvited(await inviteUser({ email, playerId, mainRole }));
            }}
          />
        )
      }
    </UserDialog>
  );
}

/** The modal of both dialogs: while saving it stays open, Escape and a click outside wait. */
function UserDialog({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: (onBusyChange: (busy: boolean) => void) => ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <ModalDialog open={open} onClose={onClose} locked={busy}>
      {children(setBusy)}
    </ModalDialog>
  );
}

interface FormValues {
  email: string;
  playerId: number | null;
  mainRole: Role;
  status: AccountStatus;
}

interface UserFormProps {
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

function UserForm({
  title,
  initial,
  players,
  labels,
  onBusyChange,
  onCancel,
  submit,
}: UserFormProps) {
  const [email, setEmail] = useState(initial.email);
  const [playerId, setPlayerId] = useState<number | null>(initial.playerId);
  const [mainRole, setMainRole] = useState<Role>(initial.mainRole);
  const withStatus = initial.status !== null;
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

  return (
    <form className="users-form" noValidate onSubmit={(event) => void save(event)}>
      <DialogTitle>{title}</DialogTitle>
      {saveError && (
        <NoticeBanner
          notice={{ kind: 'error', text: saveError }}
          onDismiss={() => setSaveError(null)}
        />
      )}
      <div className="users-field">
        <label className="users-field__label" htmlFor={emailId}>
          {TEXT.users.email}
        </label>
        <input
          id={emailId}
          className="users-field__input"
          type="email"
          name="email"
          autoComplete="off"
          required
          value={email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? emailErrorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (emailError) setEmailError(null);
          }}
        />
        {emailError && (
          <p id={emailErrorId} className="users-field__error">
            {emailError}
          </p>
        )}
      </div>
      <PlayerPicker players={players} playerId={playerId} onChange={setPlayerId} />
      <ChoiceSelect
        label={TEXT.users.role}
        values={ROLES}
        labels={TEXT.labels.role}
        value={mainRole}
        onChange={setMainRole}
      />
      {withStatus && (
        <ChoiceSelect
          label={TEXT.users.status}
          values={ACCOUNT_STATUSES}
          labels={TEXT.labels.accountStatus}
          value={status}
          onChange={setStatus}
        />
      )}
      <div className="users-form__actions">
        <button
          type="submit"
          className="users-button users-button--primary"
          disabled={saving}
          aria-busy={saving || undefined}
        >
          {saving ? labels.busy : labels.submit}
        </button>
        <button type="button" className="users-button" disabled={saving} onClick={onCancel}>
          {TEXT.users.cancel}
        </button>
      </div>
    </form>
  );
}
