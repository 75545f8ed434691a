import { useId, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  Heading,
  Label,
  ListBox,
  ListBoxItem,
  Modal,
  ModalOverlay,
  Popover,
  Select,
  SelectValue,
  type Key,
} from 'react-aria-components';
import type { PlayerInfoBasic, User, UserUpdate } from '../../../core/api-types.ts';
import { ACCOUNT_STATUSES, DEFAULT_ACCOUNT_STATUS, isOneOf, ROLES } from '../../../core/enums.ts';
import { TEXT } from '../../ui/text.ts';
import { isApiError } from '../../api/client.ts';
import { updateUser } from '../../cache/users.ts';
import { NoticeBanner } from './notice-banner.tsx';
import { PlayerPicker } from './player-picker.tsx';
import '../../ui/admin-dialog.css';

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

/** Spec 2.10, 4.6: 'Rediger bruker: {email}' with e-mail, player, role and status. */
export function UserEditDialog({ user, players, onClose, onSaved }: UserEditDialogProps) {
  // While saving, the dialog stays open: Escape and a click outside wait for the answer.
  const [busy, setBusy] = useState(false);
  return (
    <ModalOverlay
      className="users-modal-overlay"
      isOpen={user !== null}
      isDismissable
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <Modal className="users-modal">
        <Dialog className="users-dialog">
          {user && (
            <UserEditForm
              key={user.id}
              user={user}
              players={players}
              onBusyChange={setBusy}
              onCancel={onClose}
              onSaved={onSaved}
            />
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

interface UserEditFormProps {
  user: User;
  players: readonly PlayerInfoBasic[];
  onBusyChange: (busy: boolean) => void;
  onCancel: () => void;
  onSaved: (saved: UserUpdate) => void;
}

function UserEditForm({ user, players, onBusyChange, onCancel, onSaved }: UserEditFormProps) {
  const [email, setEmail] = useState(user.email);
  const [playerId, setPlayerId] = useState<number | null>(user.playerId);
  const [mainRole, setMainRole] = useState(user.mainRole);
  const [status, setStatus] = useState(
    isOneOf(ACCOUNT_STATUSES, user.status) ? user.status : DEFAULT_ACCOUNT_STATUS,
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
    const update: UserUpdate = { id: user.id, email: trimmed, playerId, mainRole, status };
    try {
      await updateUser(update);
    } catch (error) {
      setSaving(false);
      onBusyChange(false);
      setSaveError(isApiError(error) && error.message ? error.message : TEXT.users.updateError);
      return;
    }
    onBusyChange(false);
    onSaved(update);
  }

  return (
    <form className="users-form" noValidate onSubmit={(event) => void save(event)}>
      <Heading slot="title" className="users-dialog__title">
        {TEXT.users.dialogTitle} <span className="users-dialog__email">{user.email}</span>
      </Heading>
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
      <ChoiceSelect
        label={TEXT.users.status}
        values={ACCOUNT_STATUSES}
        labels={TEXT.labels.accountStatus}
        value={status}
        onChange={setStatus}
      />
      <div className="users-form__actions">
        <button
          type="submit"
          className="users-button users-button--primary"
          disabled={saving}
          aria-busy={saving || undefined}
        >
          {saving ? TEXT.users.saving : TEXT.users.save}
        </button>
        <button type="button" className="users-button" disabled={saving} onClick={onCancel}>
          {TEXT.users.cancel}
        </button>
      </div>
    </form>
  );
}
