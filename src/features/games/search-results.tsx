import type { GameRow } from '@ordbot/contract/api-types.ts';
import { PAGE_SIZE_OPTIONS } from '@ordbot/contract/constants.ts';
import { formatDateTimeFull, formatNumber, formatRelative } from '@ordbot/contract/format.ts';
import { recordRange, totalPages } from '@ordbot/contract/pagination.ts';
import type { GameSort } from '@ordbot/contract/api-types.ts';
import { TEXT } from '../../ui/text.ts';
import { Pagination } from '../../ui/pagination.tsx';
import { outcomeOf } from '@ordbot/contract/outcome.ts';
import { boardInfoText } from './game-result.ts';
import { totalRecordsOf, type SearchState } from './search-state.ts';

const T = TEXT.games;

/** Index into T.sortOptions of a sort; the default (0) when there is none. */
function sortOptionIndex(sort: GameSort | null): number {
  if (!sort) return 0;
  const index = T.sortOptions.findIndex(
    (o) => o.item === sort.item && o.ascending === sort.ascending,
  );
  return Math.max(index, 0);
}

/** 'Sorter:' with its six options (docs/product.md, Game search). */
export function SortSelect({
  id,
  sort,
  onChange,
}: {
  id: string;
  sort: GameSort | null;
  onChange: (sort: GameSort) => void;
}) {
  return (
    <div className="inline-field">
      <label htmlFor={id}>{T.sort}</label>
      <select
        id={id}
        value={sortOptionIndex(sort)}
        onChange={(e) => {
          const option = T.sortOptions[Number(e.target.value)];
          if (option) onChange({ item: option.item, ascending: option.ascending });
        }}
      >
        {T.sortOptions.map((option, index) => (
          <option key={option.label} value={index}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** 'Spill per side:' (docs/product.md, Game search). */
export function PageSizeSelect({
  id,
  pageSize,
  onChange,
}: {
  id: string;
  pageSize: number;
  onChange: (pageSize: number) => void;
}) {
  const options = PAGE_SIZE_OPTIONS.includes(pageSize)
    ? PAGE_SIZE_OPTIONS
    : [...PAGE_SIZE_OPTIONS, pageSize].sort((a, b) => a - b);
  return (
    <div className="inline-field">
      <label htmlFor={id}>{T.pageSize}</label>
      <select id={id} value={pageSize} onChange={(e) => onChange(Number(e.target.value))}>
        {options.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The pager of docs/product.md, Game search: shown only when there is more than one page; the range text, the two
 * steps and the five-page window.
 */
export function SearchPager({
  page,
  pageSize,
  totalRecords,
  onPage,
  busy,
}: {
  page: number;
  pageSize: number;
  totalRecords: number;
  onPage: (page: number) => void;
  /** Another block is being fetched: the pager waits for it. */
  busy: boolean;
}) {
  if (totalPages(totalRecords, pageSize) <= 1) return null;
  const { from, to } = recordRange(page, pageSize, totalRecords);
  return (
    <div className="search-pager">
      <p className="search-pager__range" aria-live="polite">
        {T.range(from, to, totalRecords)}
      </p>
      <Pagination
        page={page}
        pageSize={pageSize}
        totalRecords={totalRecords}
        onPageChange={onPage}
        label={T.pagination}
        previousLabel={T.previousPage}
        nextLabel={T.nextPage}
        busy={busy}
      />
    </div>
  );
}

/** A failed search's message, or the empty text (docs/product.md: Game search, Errors); nothing otherwise. */
export function SearchOutcome({ state }: { state: SearchState }) {
  if (state.status === 'failed') {
    return (
      <p className="error-note" role="alert">
        {state.error}
      </p>
    );
  }
  if (state.status === 'done' && totalRecordsOf(state) === 0) {
    return <p className="empty-note">{T.empty}</p>;
  }
  return null;
}

/** One result (docs/product.md, Game search): name when several players are involved, badges, score, time, board. */
export function ResultItem({
  row,
  showPlayer,
  selected,
  onSelect,
}: {
  row: GameRow;
  showPlayer: boolean;
  selected: boolean;
  onSelect: (row: GameRow) => void;
}) {
  const outcome = outcomeOf(row);
  const player = formatNumber(row.playerScore);
  const bot = formatNumber(row.botScore);
  return (
    <li>
      <button
        type="button"
        className={`result-item is-${outcome}`}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(row)}
      >
        <span className="result-item__top">
          {showPlayer && <span className="result-item__player">{row.playerName}</span>}
          <span className="result-item__score" aria-label={T.scoreLabel(player, bot)}>
            {T.score(player, bot)}
          </span>
        </span>
        <span className="result-item__badges">
          {row.finished ? (
            <span className="result-badge" data-result={outcome}>
              {T[outcome]}
            </span>
          ) : (
            <span className="result-badge" data-result="ongoing">
              {T.ongoing}
            </span>
          )}
          {row.hasCheat && (
            <span className="result-badge" data-result="cheat">
              {T.cheat}
            </span>
          )}
        </span>
        <span className="result-item__meta">
          <time
            dateTime={new Date(row.startTime * 1000).toISOString()}
            title={formatDateTimeFull(row.startTime)}
          >
            {formatRelative(row.startTime)}
          </time>
          <span>{boardInfoText(row)}</span>
        </span>
      </button>
    </li>
  );
}
