import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'react-hot-toast';
import { useLocation } from 'wouter';
import type { GameRow } from '@ordbot/contract/api-types.ts';
import { GAMES_TABLE_PAGE_SIZE } from '@ordbot/contract/constants.ts';
import { routePath } from '@ordbot/contract/routes.ts';
import { TEXT } from '../../ui/text.ts';
import { loadGame } from '../../cache/game-repository.ts';
import { usePageTitle } from '../../ui/use-page-title.ts';
import type { SortState } from '../../ui/sort-header.tsx';
import { currentRows, EMPTY_FILTERS, initialSearchState, totalRecordsOf } from './search-state.ts';
import { columnOfSort, nextColumnSort, type TableSortColumn } from './table-sort.ts';
import { useBasicPlayers } from './use-basic-players.ts';
import { searchErrorText, useGameSearch } from './use-game-search.ts';

const T = TEXT.games;
const C = TEXT.games.table;

/** The state of the games table: its search, its fixed player, its sort by column and the opening of a game. */
export function useGamesTable(
  memoryKey: string,
  playerId: number | undefined,
  fixedHeading?: string,
) {
  const opener = useOpenGame();
  const { players } = useBasicPlayers();
  const fixed = playerId !== undefined;
  const search = useGameSearch(memoryKey, () =>
    initialSearchState('table', GAMES_TABLE_PAGE_SIZE, fixedFilters(playerId, undefined)),
  );
  const { state } = search;
  const runSearch = search.search;

  const fixedPlayer = fixed ? players.find((p) => p.id === playerId) : undefined;
  const preset = useMemo(() => fixedFilters(playerId, fixedPlayer?.name), [playerId, fixedPlayer]);

  // docs/product.md, Game search: the fixed player is set once the player list has loaded; the search itself needs
  // only the id, so it does not wait.
  const started = useRef(search.restored && search.state.status !== 'idle');
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    runSearch(preset);
  }, [preset, runSearch]);

  const shownSort = columnOfSort(state.sort);
  const sortState: SortState<TableSortColumn | 'none'> = shownSort
    ? { key: shownSort.column, direction: shownSort.direction }
    : { key: 'none', direction: 'descending' };
  const onSort = (column: TableSortColumn | 'none') => {
    if (column !== 'none') search.setSort(nextColumnSort(state.sort, column));
  };

  const name = fixedPlayer?.name ?? (fixed ? undefined : null);
  const heading =
    fixedHeading ?? (fixed ? (name ? T.playerHeading(name) : T.playerHeadingUnknown) : T.heading);
  // One player's games: the tab is named as the heading, once the name is known.
  usePageTitle(fixed && name && !fixedHeading ? heading : undefined);

  return {
    ...opener,
    players,
    fixed,
    name,
    heading,
    search,
    preset,
    rows: currentRows(state),
    total: totalRecordsOf(state),
    sortState,
    onSort,
  };
}

export type GamesTableModel = ReturnType<typeof useGamesTable>;

/** Opening a game of the table: the game being opened, and the games found to have broken moves. */
function useOpenGame() {
  const [, navigate] = useLocation();
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set());
  const [opening, setOpening] = useState<number | null>(null);

  const open = async (row: GameRow) => {
    setOpening(row.gameId);
    try {
      const { details } = await loadGame(row.gameId);
      if (details.hasBrokenMoves) {
        // docs/product.md, Checks: a game with broken moves is not opened, and its row is marked invalid.
        setInvalid((set) => new Set(set).add(row.gameId));
        toast.error(C.broken);
        return;
      }
      // The replay finds these moves in the game repository: no second request
      // (docs/product.md, Game replay).
      navigate(routePath('playerGame', { gameId: String(row.gameId) }));
    } catch (error) {
      console.error(error);
      toast.error(searchErrorText(error));
    } finally {
      setOpening(null);
    }
  };
  return { invalid, opening, open };
}

function fixedFilters(playerId: number | undefined, name: string | undefined) {
  if (playerId === undefined) return EMPTY_FILTERS;
  return { ...EMPTY_FILTERS, players: [{ id: playerId, name: name ?? String(playerId) }] };
}
