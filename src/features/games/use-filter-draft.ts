import { useState, type FormEvent } from 'react';
import type { SearchFilters } from './search-state.ts';

/**
 * The 'Filtre' form's draft (filter-panel.tsx): it starts from the applied filters, waits for
 * 'Søk' (`submit`), except the start-time range (`onDates`), and 'Nullstill' (`reset`) searches
 * again from `resetTo`.
 */
export function useFilterDraft(
  applied: SearchFilters,
  resetTo: SearchFilters,
  onSearch: (filters: SearchFilters) => void,
) {
  const [draft, setDraft] = useState<SearchFilters>(applied);
  const [dateError, setDateError] = useState<string | null>(null);
  // Filters applied from outside (a removed chip, a restored visit) replace the draft.
  const [shown, setShown] = useState(applied);
  if (applied !== shown) {
    setShown(applied);
    setDraft(applied);
    setDateError(null);
  }
  const update = (change: Partial<SearchFilters>) => setDraft((d) => ({ ...d, ...change }));

  // Starttid applies on its own (docs/product.md, Game search), once a range is complete and
  // valid: never a search per key typed (date-range-filter.tsx says when).
  const onDates = (dateFrom: string, dateTo: string, search: boolean) => {
    const next = { ...draft, dateFrom, dateTo };
    setDraft(next);
    if (search) onSearch(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A range that is not a range is said under it; nothing is searched until it is mended.
    if (dateError) return;
    onSearch(draft);
  };

  const reset = () => {
    setDraft(resetTo);
    setDateError(null);
    onSearch(resetTo);
  };

  return { draft, update, dateError, setDateError, onDates, submit, reset };
}
