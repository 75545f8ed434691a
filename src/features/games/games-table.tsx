import { useId, type ReactNode } from 'react';
import type { GameRow } from '@ordbot/contract/api-types.ts';
import { formatDateTime, formatDateTimeFull, formatNumber } from '@ordbot/contract/format.ts';
import { TEXT } from '../../ui/text.ts';
import { FreshnessNote } from '../../ui/cache-note.tsx';
import { EyeIcon } from '../../ui/icons.tsx';
import { ScrollTable } from '../../ui/scroll-table.tsx';
import { SortHeader } from '../../ui/sort-header.tsx';
import { ExportMenu } from './export-menu.tsx';
import { FilterChips, FilterPanel } from './filter-panel.tsx';
import { higherScore } from './game-result.ts';
import { PageSizeSelect, SearchOutcome, SearchPager, SortSelect } from './search-results.tsx';
import { useGamesTable, type GamesTableModel } from './use-games-table.ts';

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
  const table = useGamesTable(memoryKey, playerId, fixedHeading);
  const { search, fixed, name, preset, players, heading, rows, total } = table;
  const { state } = search;
  const runSearch = search.search;

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
      {rows.length > 0 && state.status !== 'failed' && <GamesGrid table={table} />}
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

/** The table of the page's games, with its sortable columns. */
function GamesGrid({ table }: { table: GamesTableModel }) {
  const { fixed, sortState, onSort } = table;
  return (
    <ScrollTable label={C.caption}>
      <table className="data-table games-table" aria-busy={table.search.state.status === 'loading'}>
        <caption className="visually-hidden">{table.heading}</caption>
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
          {table.rows.map((row) => (
            <GameTableRow key={row.gameId} row={row} table={table} />
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** One game's row; a game known to have broken moves is marked invalid instead of having a view button. */
function GameTableRow({ row, table }: { row: GameRow; table: GamesTableModel }) {
  const { opening, open } = table;
  const bold = higherScore(row);
  const isInvalid = table.invalid.has(row.gameId) || row.isValid === false;
  const when = formatDateTime(row.startTime);
  return (
    <tr data-invalid={isInvalid || undefined}>
      <td>
        <time title={formatDateTimeFull(row.startTime)}>{when}</time>
      </td>
      {!table.fixed && <td>{row.playerName}</td>}
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
}
