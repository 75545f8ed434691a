import { useId, useMemo, useState } from 'react';
import type { PlayerInfoBasic } from '@ordbot/contract/api-types.ts';
import { MULTISELECT_LIMIT } from '@ordbot/contract/constants.ts';
import { nameMatches } from '@ordbot/contract/names.ts';
import { TEXT } from '../../ui/text.ts';

const T = TEXT.games;

/** Players whose name contains `query` (packages/contract/names.ts: case- and accent-insensitive), at most `limit`. */
function matchPlayers(
  players: readonly PlayerInfoBasic[],
  query: string,
  limit = MULTISELECT_LIMIT,
): PlayerInfoBasic[] {
  const hits = query.trim() ? players.filter((p) => nameMatches(p.name, query)) : [...players];
  return hits.slice(0, limit);
}

/**
 * 'Spiller' (docs/product.md, Game search): a searchable list of checkboxes. Chosen players stay at the top, so
 * they can be unchecked whatever the search says; at most 1000 options are shown (docs/product.md, Limits).
 */
export function PlayerMultiSelect({
  players,
  selected,
  onChange,
}: {
  players: readonly PlayerInfoBasic[];
  selected: readonly PlayerInfoBasic[];
  onChange: (players: PlayerInfoBasic[]) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const chosen = useMemo(() => new Set(selected.map((p) => p.id)), [selected]);
  const others = useMemo(() => players.filter((p) => !chosen.has(p.id)), [players, chosen]);
  const shown = useMemo(
    () => matchPlayers(others, query, Math.max(MULTISELECT_LIMIT - selected.length, 0)),
    [others, query, selected.length],
  );
  const hidden = matchPlayers(others, query, Number.POSITIVE_INFINITY).length - shown.length;

  const toggle = (player: PlayerInfoBasic, on: boolean) =>
    onChange(on ? [...selected, player] : selected.filter((p) => p.id !== player.id));

  const option = (player: PlayerInfoBasic, on: boolean) => (
    <li key={player.id}>
      <label className="check">
        <input type="checkbox" checked={on} onChange={(e) => toggle(player, e.target.checked)} />
        <span>{player.name}</span>
      </label>
    </li>
  );

  return (
    <fieldset className="filter-field player-select">
      <legend>
        {T.player}
        {selected.length > 0 && (
          <span className="player-select__count"> ({T.playersChosen(selected.length)})</span>
        )}
      </legend>
      <input
        type="search"
        className="player-select__search"
        aria-label={T.playerSearch}
        placeholder={T.playerSearch}
        aria-controls={`${id}-options`}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <ul className="player-select__options" id={`${id}-options`} aria-label={T.player}>
        {selected.map((p) => option(p, true))}
        {shown.map((p) => option(p, false))}
      </ul>
      {shown.length === 0 && selected.length === 0 && (
        <p className="player-select__note">{T.playerNoMatch}</p>
      )}
      {hidden > 0 && <p className="player-select__note">{T.playerMore(hidden)}</p>}
    </fieldset>
  );
}
