import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  type Key,
} from 'react-aria-components';
import type { PlayerInfoBasic } from '@ordbot/contract/api-types.ts';
import { PICKER_CLOSE_DELAY } from '@ordbot/contract/constants.ts';
import { nameMatches } from '@ordbot/contract/names.ts';
import { TEXT } from '../../ui/text.ts';

/** More matches than this are left out of the list: typing narrows it. */
const MAX_OPTIONS = 100;

/**
 * The option list stays open on blur; PICKER_CLOSE_DELAY later the picker closes itself (docs/product.md, Limits).
 * Read by React Aria's combobox state (not part of the published props).
 */
const KEEP_OPEN_ON_BLUR = { shouldCloseOnBlur: false };

/** Hands the combobox's close (which also restores the input to the selection) to the picker. */
function CloseBridge({ onClose }: { onClose: (close: (() => void) | null) => void }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    onClose(state ? () => state.close() : null);
    return () => onClose(null);
  }, [state, onClose]);
  return null;
}

export interface PlayerPickerProps {
  players: readonly PlayerInfoBasic[];
  playerId: number | null;
  onChange: (playerId: number | null) => void;
}

/** Searchable player picker of the edit dialog: 'Søk spiller...', 'Valgt:' and a clear button. */
export function PlayerPicker({ players, playerId, onChange }: PlayerPickerProps) {
  const picker = usePlayerPicker(players, playerId, onChange);
  const { selected } = picker;

  return (
    <div className="users-picker">
      <ComboBox<PlayerInfoBasic>
        {...KEEP_OPEN_ON_BLUR}
        className="users-picker__field"
        items={picker.items}
        value={selected?.id ?? null}
        onChange={picker.select}
        inputValue={picker.inputValue}
        onInputChange={picker.changeInput}
        allowsEmptyCollection
        onFocus={picker.cancelClose}
        onBlur={picker.closeLater}
      >
        <CloseBridge onClose={picker.setClose} />
        <Label className="users-field__label">{TEXT.users.player}</Label>
        <div className="users-picker__control">
          <Input className="users-field__input" placeholder={TEXT.users.playerSearch} />
          <Button className="users-picker__toggle" aria-label={TEXT.users.playerShowAll}>
            <span aria-hidden="true">▾</span>
          </Button>
        </div>
        <Popover className="users-popover" placement="bottom start">
          <ListBox<PlayerInfoBasic>
            className="users-listbox"
            renderEmptyState={() => (
              <p className="users-listbox__empty">{TEXT.users.playerNoMatch}</p>
            )}
          >
            {(player) => (
              <ListBoxItem className="users-option" id={player.id} textValue={player.name}>
                {player.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      <div className="users-picker__selection">
        <p className="users-picker__selected" aria-live="polite">
          {TEXT.users.playerSelected}{' '}
          <strong>
            {selected
              ? selected.name
              : playerId === null
                ? TEXT.users.playerNone
                : TEXT.users.unknownPlayer}
          </strong>
        </p>
        {playerId !== null && (
          <button type="button" className="users-button users-button--small" onClick={picker.clear}>
            {TEXT.users.playerClear}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * The picker's state: the text typed, the players matching it, and the closing of the list
 * PICKER_CLOSE_DELAY after the field loses focus.
 */
function usePlayerPicker(
  players: readonly PlayerInfoBasic[],
  playerId: number | null,
  onChange: (playerId: number | null) => void,
) {
  const byId = useMemo(() => new Map(players.map((p) => [p.id, p])), [players]);
  const selected = playerId === null ? null : (byId.get(playerId) ?? null);
  const selectedName = selected?.name ?? '';
  const [inputValue, setInputValue] = useState(selectedName);

  // The input still shows the selection (or nothing): list every player, as the button does.
  const items = useMemo(() => {
    const query = inputValue.trim();
    const matches =
      query === '' || inputValue === selectedName
        ? players
        : players.filter((p) => nameMatches(p.name, query));
    return matches.slice(0, MAX_OPTIONS);
  }, [players, inputValue, selectedName]);

  const closeRef = useRef<(() => void) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const setClose = useCallback((close: (() => void) | null) => {
    closeRef.current = close;
  }, []);

  function cancelClose() {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }

  useEffect(() => cancelClose, []);

  function closeLater() {
    cancelClose();
    timer.current = setTimeout(() => {
      timer.current = null;
      closeRef.current?.();
    }, PICKER_CLOSE_DELAY);
  }

  function select(key: Key | null) {
    const player = key === null ? null : (byId.get(Number(key)) ?? null);
    setInputValue(player?.name ?? '');
    onChange(player?.id ?? null);
  }

  function changeInput(value: string) {
    setInputValue(value);
    if (value === '') onChange(null);
  }

  function clear() {
    cancelClose();
    closeRef.current?.();
    setInputValue('');
    onChange(null);
  }

  return {
    selected,
    inputValue,
    items,
    setClose,
    cancelClose,
    closeLater,
    select,
    changeInput,
    clear,
  };
}
