import { lazy, Suspense, useId, useState } from 'react';
import type { PlayerInfoBasic } from '@ordbot/contract/api-types.ts';
import { BOARD_TYPES, isOneOf, LANGUAGES } from '@ordbot/contract/enums.ts';
import { formatDate } from '@ordbot/contract/format.ts';
import { TEXT } from '../../ui/text.ts';
import { PlayerMultiSelect } from './player-multi-select.tsx';
import { dayStart, type SearchFilters, type SearchVariant } from './search-state.ts';
import { useFilterDraft } from './use-filter-draft.ts';

const T = TEXT.games;

// React Aria's date range picker and calendar are large: they load when the filters first open,
// not with the games route (its budget: the route chunk grows by at most 30 KB gzip).
const DateRangeFilter = lazy(async () => ({
  default: (await import('./date-range-filter.tsx')).DateRangeFilter,
}));

export interface FilterPanelProps {
  variant: SearchVariant;
  /** The filters of the shown results; the form starts from them. */
  applied: SearchFilters;
  /** Players to choose from; the 'Spiller' filter is left out when it is not wanted. */
  players: readonly PlayerInfoBasic[];
  showPlayerFilter: boolean;
  /** What 'Nullstill' goes back to (the screen's preset). */
  resetTo: SearchFilters;
  searchLabel: string;
  onSearch: (filters: SearchFilters) => void;
}

/**
 * The 'Filtre' block (docs/product.md: Game search, Games table), collapsed at first. Edits wait for 'Søk', except the
 * start-time range, which applies on its own once complete and valid.
 */
export function FilterPanel(props: FilterPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <section className="filter-panel">
      <h2 className="filter-panel__heading">
        <button
          type="button"
          className="filter-panel__toggle"
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => {
            setOpen((o) => !o);
            setOpened(true);
          }}
        >
          <span className="filter-panel__chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          {T.filters}
        </button>
      </h2>
      <div id={`${id}-filters`} hidden={!open}>
        <FilterForm {...props} datesShown={opened} />
      </div>
    </section>
  );
}

function FilterForm({
  variant,
  applied,
  players,
  showPlayerFilter,
  resetTo,
  searchLabel,
  onSearch,
  datesShown,
}: FilterPanelProps & { datesShown: boolean }) {
  const id = useId();
  const { draft, update, dateError, setDateError, onDates, submit, reset } = useFilterDraft(
    applied,
    resetTo,
    onSearch,
  );

  return (
    <form className="filter-form" noValidate onSubmit={submit}>
      {showPlayerFilter && (
        <PlayerMultiSelect
          players={players}
          selected={draft.players}
          onChange={(chosen) => update({ players: chosen })}
        />
      )}
      <div className="filter-field">
        {datesShown && (
          <Suspense fallback={<div className="date-range date-range--loading" />}>
            <DateRangeFilter
              from={draft.dateFrom}
              to={draft.dateTo}
              error={dateError}
              onChange={onDates}
              onError={setDateError}
            />
          </Suspense>
        )}
      </div>
      <LanguageFilter id={id} variant={variant} draft={draft} update={update} />
      <div className="filter-field">
        <label htmlFor={`${id}-board`}>{T.board}</label>
        <select
          id={`${id}-board`}
          value={draft.boardType ?? ''}
          onChange={(e) => {
            const value = e.target.value;
            update({ boardType: isOneOf(BOARD_TYPES, value) ? value : null });
          }}
        >
          <option value="">{T.allBoards}</option>
          {BOARD_TYPES.map((type) => (
            <option key={type} value={type}>
              {TEXT.labels.boardType[type]}
            </option>
          ))}
        </select>
      </div>
      <label className="check filter-ongoing">
        <input
          type="checkbox"
          checked={draft.ongoingOnly}
          onChange={(e) => update({ ongoingOnly: e.target.checked })}
        />
        <span>{T.ongoingOnly}</span>
      </label>
      <div className="filter-actions">
        <button type="button" className="button" onClick={reset}>
          {T.reset}
        </button>
        <button type="submit" className="button button--primary">
          {searchLabel}
        </button>
      </div>
    </form>
  );
}

/** The language filter: one language from a list on the search screen, any of them on the table. */
function LanguageFilter({
  id,
  variant,
  draft,
  update,
}: {
  id: string;
  variant: SearchVariant;
  draft: SearchFilters;
  update: (change: Partial<SearchFilters>) => void;
}) {
  if (variant === 'screen') {
    return (
      <div className="filter-field">
        <label htmlFor={`${id}-language`}>{T.language}</label>
        <select
          id={`${id}-language`}
          value={draft.languages[0] ?? ''}
          onChange={(e) => {
            const value = e.target.value;
            update({ languages: isOneOf(LANGUAGES, value) ? [value] : [] });
          }}
        >
          <option value="">{T.allLanguages}</option>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {TEXT.labels.language[language]}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <fieldset className="filter-field filter-languages">
      <legend>{T.language}</legend>
      {LANGUAGES.map((language) => (
        <label key={language} className="check">
          <input
            type="checkbox"
            checked={draft.languages.includes(language)}
            onChange={(e) =>
              update({
                languages: e.target.checked
                  ? LANGUAGES.filter((l) => l === language || draft.languages.includes(l))
                  : draft.languages.filter((l) => l !== language),
              })
            }
          />
          <span>{TEXT.labels.language[language]}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** One removable chip per active filter (docs/product.md, Game search: the old app never showed them). */
export function FilterChips({
  filters,
  showPlayers,
  onChange,
}: {
  filters: SearchFilters;
  showPlayers: boolean;
  onChange: (filters: SearchFilters) => void;
}) {
  const chips: { key: string; label: string; without: SearchFilters }[] = [];
  if (showPlayers) {
    for (const player of filters.players) {
      chips.push({
        key: `player-${player.id}`,
        label: player.name,
        without: { ...filters, players: filters.players.filter((p) => p.id !== player.id) },
      });
    }
  }
  if (filters.dateFrom || filters.dateTo) {
    chips.push({
      key: 'dates',
      label: T.chipDates(dayLabel(filters.dateFrom), dayLabel(filters.dateTo)),
      without: { ...filters, dateFrom: '', dateTo: '' },
    });
  }
  for (const language of filters.languages) {
    chips.push({
      key: `language-${language}`,
      label: TEXT.labels.language[language],
      without: { ...filters, languages: filters.languages.filter((l) => l !== language) },
    });
  }
  if (filters.boardType) {
    chips.push({
      key: 'board',
      label: `${T.board}: ${TEXT.labels.boardType[filters.boardType]}`,
      without: { ...filters, boardType: null },
    });
  }
  if (filters.ongoingOnly) {
    chips.push({
      key: 'ongoing',
      label: T.chipOngoing,
      without: { ...filters, ongoingOnly: false },
    });
  }
  if (chips.length === 0) return null;
  return (
    <ul className="filter-chips" aria-label={T.activeFilters}>
      {chips.map((chip) => (
        <li key={chip.key} className="chip">
          <span>{chip.label}</span>
          <button
            type="button"
            className="chip__remove"
            aria-label={T.removeFilter(chip.label)}
            title={T.removeFilter(chip.label)}
            onClick={() => onChange(chip.without)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function dayLabel(day: string): string {
  const start = dayStart(day);
  return start === null ? '…' : formatDate(start);
}
