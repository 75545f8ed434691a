import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { useLocation } from 'wouter';
import type { GameRow } from '@ordbot/contract/api-types.ts';
import { GAMES_TABLE_PAGE_SIZE } from '@ordbot/contract/constants.ts';
import { formatDateTime, formatDateTimeFull, formatNumber } from '@ordbot/contract/format.ts';
import { routePath } from '@ordbot/contract/routes.ts';
import { TEXT } from '../../ui/text.ts';
import { loadGame } from '../../cache/game-repository.ts';
import { FreshnessNote } from '../../ui/cache-note.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { EyeIcon } from '../../ui/icons.tsx';
import { ScrollTable } from '../../ui/scroll-table.tsx';
import { SortHeader, type SortState } from '../../ui/sort-header.tsx';
import { ExportMenu } from './export-menu.tsx';
import { FilterChips, FilterPanel } from './filter-panel.tsx';
import { higherScore } from './game-result.ts';
import { PageSizeSelect, SearchOutcome, SearchPager, SortSelect } from './search-results.tsx';
import { currentRows, EMPTY_FILTERS, initialSearchState, totalRecordsOf } from './search-state.ts';
import { columnOfSort, nextColumnSort, type TableSortColumn } from './table-sort.ts';
import { useBasicPlayers } from './use-basic-players.ts';
import { searchErrorText, useGameSearch } from './use-game-search.ts';

const T = TEXT.games;
const C = TEXT.games.table;

/**
 * The games table (docs/product.md, Games table), for all players or, with `playerId`, for one player: then the
 * player filter and column are hidden. Its state is kept under `memoryKey` (docs/product.md, Game search).
 */
export function GamesTable({
  memoryKey,
  playerId,
  heading: fixedHeading,
  switcher,
}: {
  memoryKey: string;
  playerId?: number;
  /** The page's own heading; by default the player's games or 'Alle Spill'. */
  heading?: string;
  switcher?: ReactNode;
}) {
  const id = useId();
  const [, navigate] = useLocation();
  const { players } = useBasicPlayers();
  const fixed = playerId !== undefined;
  const search = useGameSearch(memoryKey, () =>
    initialSearchState('table', GAMES_TABLE_PAGE_SIZE, fixedFilters(playerId, undefined)),
  );
  const { state } = search;
  const runSearch = search.search;
  const [invalid, setInvalid] = useState<ReadonlySet<number>>(new Set());
  const [opening, setOpening] = useState<number | null>(null);

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

  const rows = currentRows(state);
  const total = totalRecordsOf(state);
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

  return (
    <section className="page games-table-page" aria-labelledby={`${id}-heading`}>
      <div className="games-page__head">
        <h1 id={`${id}-heading`}>{heading}</h1>
        {switcher}
      </div>
      <FilterPanel
        variant="table"
        applied={state.filters}
        players={players}
        showPlayerFilter={!fixed && players.length > 1}
        resetTo={preset}
        searchLabel={fixed && name ? C.searchFor(name) : C.searchAll}
        onSearch={(filters) => runSearch(fixed ? { ...filters, players: preset.players } : filters)}
      />
      <FilterChips filters={state.filters} showPlayers={!fixed} onChange={runSearch} />
      <div className="search-toolbar">
        <SortSelect id={`${id}-sort`} sort={state.sort} onChange={search.setSort} />
        <PageSizeSelect
          id={`${id}-page-size`}
          pageSize={state.pageSize}
          onChange={search.setPageSize}
        />
        <ExportMenu state={state} />
      </div>
      <FreshnessNote freshness={state.result?.freshness} />
      <p className="games-table__count" aria-live="polite">
        {state.status === 'done' && C.found(formatNumber(total))}
        {state.status === 'loading' && (
          <span className="loading-note" role="status">
            {T.loading}
          </span>
        )}
      </p>
      <SearchOutcome state={state} />
      {rows.length > 0 && state.status !== 'failed' && (
        <ScrollTable label={C.caption}>
          <table className="data-table games-table" aria-busy={state.status === 'loading'}>
            <caption className="visually-hidden">{heading}</caption>
            <thead>
              <tr>
                <SortHeader sortKey="startTime" sort={sortState} onSort={onSort}>
                  {C.startTime}
                </SortHeader>
                {!fixed && <th scope="col">{C.player}</th>}
                <SortHeader sortKey="playerScore" sort={sortState} onSort={onSort} numeric>
                  {C.playerScore}
                </SortHeader>
                <SortHeader sortKey="botScore" sort={sortState} onSort={onSort} numeric>
                  {C.botScore}
                </SortHeader>
                <th scope="col">{C.finished}</th>
                <th scope="col">{C.language}</th>
                <th scope="col">{C.type}</th>
                <th scope="col">{C.cheat}</th>
                <th scope="col">
                  <span className="visually-hidden">{C.view}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const bold = higherScore(row);
                const isInvalid = invalid.has(row.gameId) || row.isValid === false;
                const when = formatDateTime(row.startTime);
                return (
                  <tr key={row.gameId} data-invalid={isInvalid || undefined}>
                    <td>
                      <time title={formatDateTimeFull(row.startTime)}>{when}</time>
                    </td>
                    {!fixed && <td>{row.playerName}</td>}
                    <td className="numeric">
                      {bold === 'player' ? (
                        <strong>{formatNumber(row.playerScore)}</strong>
                      ) : (
                        formatNumber(row.playerScore)
                      )}
                    </td>
                    <td className="numeric">
                      {bold === 'bot' ? (
                        <strong>{formatNumber(row.botScore)}</strong>
                      ) : (
                        formatNumber(row.botScore)
                      )}
                    </td>
                    <td>{row.finished ? C.yes : C.no}</td>
                    <td>{TEXT.labels.language[row.boardInfo.language]}</td>
                    <td>{TEXT.labels.boardType[row.boardInfo.boardType]}</td>
                    <td>{row.hasCheat ? C.yes : C.no}</td>
                    <td>
                      {isInvalid ? (
                        <span className="result-badge" data-result="invalid">
                          {C.invalid}
                        </span>
                      ) : (
                        <button
                          type="button"
                          className="icon-link"
                          aria-label={C.viewGame(row.playerName, when)}
                          title={C.view}
                          disabled={opening !== null}
                          aria-busy={opening === row.gameId}
                          onClick={() => void open(row)}
                        >
                          <EyeIcon />
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollTable>
      )}
      <SearchPager
        page={state.currentPage}
        pageSize={state.pageSize}
        totalRecords={total}
        onPage={search.setPage}
        busy={state.status === 'loading'}
      />
    </section>
  );
}

function fixedFilters(playerId: number | undefined, name: string | undefined) {
  if (playerId === undefined) return EMPTY_FILTERS;
  return { ...EMPTY_FILTERS, players: [{ id: playerId, name: name ?? String(playerId) }] };
}
