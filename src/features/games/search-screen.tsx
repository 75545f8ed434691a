import { useId } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { SEARCH_PANE_PERCENT } from '@ordbot/contract/constants.ts';
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
import { useSearchScreen, type LayoutMode, type SearchScreenModel } from './use-search-screen.ts';

const T = TEXT.games;

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
  const screen = useSearchScreen(memoryKey, presetPlayerId);
  const { view, setView } = screen;
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
        <SearchPane id={id} screen={screen} />
        <DetailPane screen={screen} />
      </div>
    </section>
  );
}

/** The filters, the toolbar, the results and the pager. */
function SearchPane({ id, screen }: { id: string; screen: SearchScreenModel }) {
  const { search, rows, total, view, showPlayerFilter } = screen;
  const { state } = search;
  return (
    <div className="search-pane">
      <FilterPanel
        variant="screen"
        applied={state.filters}
        players={screen.players}
        showPlayerFilter={showPlayerFilter}
        resetTo={screen.preset}
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
                showPlayer={screen.severalPlayers}
                selected={row.gameId === view.selectedId}
                onSelect={screen.select}
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
  );
}

/** The selected game's detail, or a note that none is selected. */
function DetailPane({ screen }: { screen: SearchScreenModel }) {
  const { view, setView, index, rows, select } = screen;
  return (
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
          onStep={screen.step}
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
  );
}
