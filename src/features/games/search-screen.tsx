import { useEffect, useId, useMemo, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import type { GameRow, PlayerInfoBasic } from '@ordbot/contract/api-types.ts';
import { SEARCH_PAGE_SIZE, SEARCH_PANE_PERCENT } from '@ordbot/contract/constants.ts';
import { PAGE_SIZE_OPTIONS } from '@ordbot/contract/constants.ts';
import { TEXT } from '../../ui/text.ts';
import { FreshnessNote } from '../../ui/cache-note.tsx';
import { FilterChips, FilterPanel } from './filter-panel.tsx';
import { ExportMenu } from './export-menu.tsx';
import { GameDetail } from './game-detail.tsx';
import {
  PageSizeSelect,
  ResultItem,
  SearchOutcome,
  SearchPager,
  SortSelect,
} from './search-results.tsx';
import {
  currentRows,
  EMPTY_FILTERS,
  initialSearchState,
  totalRecordsOf,
  type SearchFilters,
} from './search-state.ts';
import { useBasicPlayers } from './use-basic-players.ts';
import { useGameSearch, useRememberedState } from './use-game-search.ts';

const T = TEXT.games;

/** docs/product.md, Game search: search focus, equal split, detail focus (the default 25/75). */
export type LayoutMode = 'search' | 'equal' | 'detail';

const SEARCH_PANE_SHARE: Record<LayoutMode, number> = {
  search: 100 - SEARCH_PANE_PERCENT,
  equal: 50,
  detail: SEARCH_PANE_PERCENT,
};

const LAYOUT_LABELS: Record<LayoutMode, string> = {
  search: T.layoutSearch,
  equal: T.layoutEqual,
  detail: T.layoutDetail,
};

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
 * The game search screen (docs/product.md, Game search) of /games, /mygames and /ms: results and detail side by
 * side. Its state is kept under `memoryKey` for the rest of the visit (docs/product.md, Game search).
 */
export function SearchScreen({
  memoryKey,
  heading,
  presetPlayerId,
  switcher,
}: {
  memoryKey: string;
  heading: string;
  presetPlayerId?: number | null;
  /** The list/table switch, beside the heading. */
  switcher?: ReactNode;
}) {
  const id = useId();
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
  const total = totalRecordsOf(state);
  const showPlayerFilter = players.length > 1;
  const severalPlayers = players.length !== 1 && state.filters.players.length !== 1;

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

  const style = { '--search-pane': `${SEARCH_PANE_SHARE[view.layout]}%` } as CSSProperties;

  return (
    <section className="page games-page" aria-labelledby={`${id}-heading`}>
      <div className="games-page__head">
        <h1 id={`${id}-heading`}>{heading}</h1>
        {switcher}
        <div className="layout-modes" role="group" aria-label={T.layout}>
          {(Object.keys(LAYOUT_LABELS) as LayoutMode[]).map((mode) => (
            <button
              key={mode}
              type="button"
              className={`layout-mode layout-mode--${mode}`}
              aria-pressed={view.layout === mode}
              onClick={() => setView((v) => ({ ...v, layout: mode }))}
            >
              {/* The split it makes, drawn, and its name in words beside it. */}
              <span className="layout-mode__icon" aria-hidden="true" />
              <span className="layout-mode__label">{LAYOUT_LABELS[mode]}</span>
            </button>
          ))}
        </div>
      </div>
      <div className="master-detail" data-pane={view.pane} data-layout={view.layout} style={style}>
        <div className="search-pane">
          <FilterPanel
            variant="screen"
            applied={state.filters}
            players={players}
            showPlayerFilter={showPlayerFilter}
            resetTo={preset}
            searchLabel={T.search}
            onSearch={search.search}
          />
          <FilterChips
            filters={state.filters}
            showPlayers={showPlayerFilter}
            onChange={search.search}
          />
          <div className="search-toolbar">
            <SortSelect id={`${id}-sort`} sort={state.sort} onChange={search.setSort} />
            <ExportMenu state={state} />
          </div>
          <FreshnessNote freshness={state.result?.freshness} />
          <div className="search-results" aria-busy={state.status === 'loading'}>
            {state.status === 'loading' && (
              <p className="loading-note" role="status">
                {T.loading}
              </p>
            )}
            <SearchOutcome state={state} />
            {state.status !== 'failed' && rows.length > 0 && (
              <ul className="result-list" aria-label={T.results}>
                {rows.map((row) => (
                  <ResultItem
                    key={row.gameId}
                    row={row}
                    showPlayer={severalPlayers}
                    selected={row.gameId === view.selectedId}
                    onSelect={select}
                  />
                ))}
              </ul>
            )}
          </div>
          <div className="search-footer">
            <SearchPager
              page={state.currentPage}
              pageSize={state.pageSize}
              totalRecords={total}
              onPage={search.setPage}
              busy={state.status === 'loading'}
            />
            {total > Math.min(...PAGE_SIZE_OPTIONS) && (
              <PageSizeSelect
                id={`${id}-page-size`}
                pageSize={state.pageSize}
                onChange={search.setPageSize}
              />
            )}
          </div>
        </div>
        <div className="detail-pane" aria-label={T.detail} role="region">
          <button
            type="button"
            className="back-to-search"
            onClick={() => setView((v) => ({ ...v, pane: 'search' }))}
          >
            {T.backToSearch}
          </button>
          {view.selectedRow ? (
            <GameDetail
              key={view.selectedRow.gameId}
              row={view.selectedRow}
              hasPrevious={index > 0}
              hasNext={index >= 0 && index < rows.length - 1}
              onStep={step}
              onClose={() => select(null)}
            />
          ) : (
            <div className="detail-empty">
              <p>{T.detailEmpty}</p>
              <button
                type="button"
                className="button"
                onClick={() => setView((v) => ({ ...v, pane: 'search', layout: 'search' }))}
              >
                {T.detailEmptyShow}
              </button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
