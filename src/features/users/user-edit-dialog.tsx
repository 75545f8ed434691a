import { useState, type ReactNode } from 'react';
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
import { ACCOUNT_STATUSES, isOneOf, ROLES } from '@ordbot/contract/enums.ts';
import { TEXT } from '../../ui/text.ts';
import { inviteUser, updateUser } from '../../cache/users.ts';
import { NoticeBanner } from './notice-banner.tsx';
import { PlayerPicker } from './player-picker.tsx';
import { DialogTitle, ModalDialog } from '../../ui/modal-dialog.tsx';
import { useUserForm, type UserFormProps } from './use-user-form.ts';

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

function UserForm(props: UserFormProps) {
  const { title, players, labels, onCancel } = props;
  const form = useUserForm(props);
  const { values, saving, saveError } = form;

  return (
    <form className="users-form" noValidate onSubmit={(event) => void form.save(event)}>
      <DialogTitle>{title}</DialogTitle>
      {saveError && (
        <NoticeBanner
          notice={{ kind: 'error', text: saveError }}
          onDismiss={() => form.setSaveError(null)}
        />
      )}
      <EmailField form={form} />
      <PlayerPicker players={players} playerId={values.playerId} onChange={form.setPlayerId} />
      <ChoiceSelect
        label={TEXT.users.role}
        values={ROLES}
        labels={TEXT.labels.role}
        value={values.mainRole}
        onChange={form.setMainRole}
      />
      {form.withStatus && (
        <ChoiceSelect
          label={TEXT.users.status}
          values={ACCOUNT_STATUSES}
          labels={TEXT.labels.accountStatus}
          value={values.status}
          onChange={form.setStatus}
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

/** The e-mail field, and under it what is wrong with it. */
function EmailField({ form }: { form: ReturnType<typeof useUserForm> }) {
  const { emailId, emailErrorId, emailError } = form;
  return (
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
        value={form.values.email}
        aria-invalid={emailError ? true : undefined}
        aria-describedby={emailError ? emailErrorId : undefined}
        onChange={(event) => form.changeEmail(event.target.value)}
      />
      {emailError && (
        <p id={emailErrorId} className="users-field__error">
          {emailError}
        </p>
      )}
    </div>
  );
}
