import { useEffect, useMemo, useRef } from 'react';
import type { GameRow, PlayerInfoBasic } from '@ordbot/contract/api-types.ts';
import { SEARCH_PAGE_SIZE } from '@ordbot/contract/constants.ts';
import {
  currentRows,
  EMPTY_FILTERS,
  initialSearchState,
  totalRecordsOf,
  type SearchFilters,
} from './search-state.ts';
import { useBasicPlayers } from './use-basic-players.ts';
import { useGameSearch, useRememberedState } from './use-game-search.ts';

/** docs/product.md, Game search: search focus, equal split, detail focus (the default 25/75). */
export type LayoutMode = 'search' | 'equal' | 'detail';

interface ViewState {
  selectedId: number | null;
  /** The selected game's row, kept so the detail pane survives paging away from it. */
  selectedRow: GameRow | null;
  layout: LayoutMode;
  /** Phones show one pane at a time (docs/product.md, Game search). */
  pane: 'search' | 'detail';
}

const INITIAL_VIEW: ViewState = {
  selectedId: null,
  selectedRow: null,
  layout: 'detail',
  pane: 'search',
};

/**
 * The filters a screen opens with: the given player preset (docs/product.md, Game search: an empty list when the
 * player is not found), otherwise none.
 */
function presetFilters(
  players: readonly PlayerInfoBasic[],
  presetPlayerId: number | null | undefined,
): SearchFilters {
  if (presetPlayerId == null) return EMPTY_FILTERS;
  const player = players.find((p) => p.id === presetPlayerId);
  return { ...EMPTY_FILTERS, players: player ? [player] : [] };
}

/**
 * The state of the game search screen: its search, and the view (the game selected, the layout and the pane
 * shown), both kept under `memoryKey` for the rest of the visit.
 */
export function useSearchScreen(memoryKey: string, presetPlayerId: number | null | undefined) {
  const { loaded, players } = useBasicPlayers();
  const search = useGameSearch(memoryKey, () => initialSearchState('screen', SEARCH_PAGE_SIZE));
  const [view, setView] = useRememberedState<ViewState>(`${memoryKey}:view`, INITIAL_VIEW);
  const { state } = search;
  const preset = useMemo(() => presetFilters(players, presetPlayerId), [players, presetPlayerId]);

  // The first search waits for the player list only when it must preset a player.
  const started = useRef(search.restored && search.state.status !== 'idle');
  useEffect(() => {
    if (started.current) return;
    if (presetPlayerId != null && !loaded) return;
    started.current = true;
    search.search(preset);
  }, [loaded, preset, presetPlayerId, search]);

  const rows = currentRows(state);
  const select = (row: GameRow | null) =>
    setView((v) => ({
      ...v,
      selectedId: row?.gameId ?? null,
      selectedRow: row,
      pane: row ? 'detail' : 'search',
    }));

  const index = rows.findIndex((r) => r.gameId === view.selectedId);
  const step = (delta: -1 | 1) => {
    const next = rows[index + delta];
    if (next) select(next);
  };

  return {
    players,
    search,
    view,
    setView,
    preset,
    rows,
    total: totalRecordsOf(state),
    showPlayerFilter: players.length > 1,
    severalPlayers: players.length !== 1 && state.filters.players.length !== 1,
    select,
    index,
    step,
  };
}

export type SearchScreenModel = ReturnType<typeof useSearchScreen>;
