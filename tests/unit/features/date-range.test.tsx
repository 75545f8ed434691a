// @vitest-environment jsdom
/**
 * 'Starttid', the games' date range: typing never searches per key, a range applies when it is
 * complete and valid and focus leaves it (or Enter), a year typed as '2' is told in Norwegian
 * (never 1902, never a field name), presets and the calendar's month and year jumps.
 */
import { CalendarDate } from '@internationalized/date';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FilterPanel } from '../../../src/features/games/filter-panel.tsx';
import { checkRange, presetRange } from '../../../src/features/games/date-range.ts';
import {
  dayStart,
  EMPTY_FILTERS,
  initialSearchState,
  searchRequest,
  type SearchFilters,
} from '../../../src/features/games/search-state.ts';
import { searchErrorText } from '../../../src/features/games/use-game-search.ts';
import { ApiError } from '../../../src/api/client.ts';
import { TEXT } from '../../../src/ui/text.ts';
import { DATE_TEXT } from '../../../src/ui/text-dates.ts';

const T = TEXT.games;
const D = DATE_TEXT;

beforeAll(async () => {
  await import('../../../src/features/games/date-range-filter.tsx');
}, 30_000);
afterEach(cleanup);

async function openPanel(applied: SearchFilters = EMPTY_FILTERS) {
  const onSearch = vi.fn<(filters: SearchFilters) => void>();
  // The app's locale (src/app/app.tsx): dd.mm.åååå and Norwegian month names.
  render(
    <I18nProvider locale="nb-NO">
      <FilterPanel
        variant="screen"
        applied={applied}
        players={[]}
        showPlayerFilter={false}
        resetTo={EMPTY_FILTERS}
        searchLabel={T.search}
        onSearch={onSearch}
      />
    </I18nProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: T.filters }));
  const picker = await screen.findByRole('group', { name: T.startTime }, { timeout: 15_000 });
  return { onSearch, picker };
}

/** Types as a browser does into React Aria's segments: one beforeinput per key, where focus is. */
function type(text: string) {
  for (const data of text) {
    act(() => {
      (document.activeElement as HTMLElement).dispatchEvent(
        new InputEvent('beforeinput', {
          data,
          inputType: 'insertText',
          bubbles: true,
          cancelable: true,
        }),
      );
    });
  }
}

function focusFirstSegment(picker: HTMLElement) {
  act(() => within(picker).getAllByRole('spinbutton')[0]?.focus());
}

/** Focus leaves the date range for the next field of the form. */
function leave() {
  act(() => screen.getByLabelText(T.language).focus());
}

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

describe("'Starttid' in the filters", () => {
  it('does not search while a range is typed; once, when focus leaves it', async () => {
    const { onSearch, picker } = await openPanel();
    focusFirstSegment(picker);
    type('01012020');
    type('31122020');
    expect(picker.textContent).toContain('01.01.2020');
    expect(picker.textContent).toContain('31.12.2020');
    expect(onSearch).not.toHaveBeenCalled();
    leave();
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]?.[0]).toMatchObject({
      dateFrom: '2020-01-01',
      dateTo: '2020-12-31',
    });
    // Leaving again with nothing changed searches nothing.
    act(() => within(picker).getAllByRole('spinbutton')[0]?.focus());
    leave();
    expect(onSearch).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('applies a typed range on Enter', async () => {
    const { onSearch, picker } = await openPanel();
    focusFirstSegment(picker);
    type('0103202415032024');
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Enter' });
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]?.[0]).toMatchObject({
      dateFrom: '2024-03-01',
      dateTo: '2024-03-15',
    });
  }, 30_000);

  it("says in Norwegian what is wrong with a year typed as '2', and does not search", async () => {
    const { onSearch, picker } = await openPanel();
    focusFirstSegment(picker);
    type('01012');
    act(() => within(picker).getAllByRole('spinbutton')[3]?.focus());
    type('31122020');
    leave();
    await screen.findByText(D.yearRange);
    expect(onSearch).not.toHaveBeenCalled();
    expect(document.body.textContent).not.toMatch(/1902|timeFrom|negativ/);
    // 'Søk' does not search past a range that is not one.
    fireEvent.click(screen.getByRole('button', { name: T.search }));
    expect(onSearch).not.toHaveBeenCalled();
    // Mended, it searches.
    act(() => within(picker).getAllByRole('spinbutton')[2]?.focus());
    type('2020');
    leave();
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    expect(onSearch.mock.calls[0]?.[0]).toMatchObject({ dateFrom: '2020-01-01' });
    expect(screen.queryByText(D.yearRange)).toBeNull();
  }, 30_000);

  it('says so when only one date is typed', async () => {
    const { onSearch, picker } = await openPanel();
    focusFirstSegment(picker);
    type('01012020');
    leave();
    await screen.findByText(D.incomplete);
    expect(onSearch).not.toHaveBeenCalled();
  }, 30_000);

  it('searches at once with a preset, and shows which one is on', async () => {
    const { onSearch } = await openPanel();
    const presets = screen.getByRole('group', { name: D.presets });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Siste 7 dager', 'Siste 30 dager', 'I år', 'I fjor']);
    fireEvent.click(within(presets).getByRole('button', { name: 'Siste 7 dager' }));
    const now = new Date();
    const weekAgo = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch.mock.calls[0]?.[0]).toMatchObject({ dateFrom: iso(weekAgo), dateTo: iso(now) });
    fireEvent.click(within(presets).getByRole('button', { name: 'I fjor' }));
    const last = now.getFullYear() - 1;
    expect(onSearch.mock.calls[1]?.[0]).toMatchObject({
      dateFrom: `${last}-01-01`,
      dateTo: `${last}-12-31`,
    });
  }, 30_000);

  it('shows the pressed preset of the applied range', async () => {
    const now = new Date();
    await openPanel({ ...EMPTY_FILTERS, dateFrom: `${now.getFullYear()}-01-01`, dateTo: iso(now) });
    const presets = screen.getByRole('group', { name: D.presets });
    expect(within(presets).getByRole('button', { name: 'I år' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  }, 30_000);

  it('jumps a year back and on, and straight to a month and year, in the calendar', async () => {
    const { picker } = await openPanel();
    fireEvent.click(within(picker).getAllByRole('button').at(-1) as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const heading = () => within(dialog).getByRole('heading').textContent;
    const monthYear = new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric' });
    const now = new Date();
    expect(heading()).toBe(monthYear.format(now));
    fireEvent.click(within(dialog).getByRole('button', { name: D.previousYear }));
    expect(heading()).toBe(monthYear.format(new Date(now.getFullYear() - 1, now.getMonth(), 1)));
    fireEvent.click(within(dialog).getByRole('button', { name: D.nextYear }));
    expect(heading()).toBe(monthYear.format(now));
    fireEvent.change(within(dialog).getByLabelText(D.year), { target: { value: '2015' } });
    fireEvent.change(within(dialog).getByLabelText(D.month), { target: { value: '3' } });
    expect(heading()).toBe('mars 2015');
  }, 30_000);
});

describe('the range as rules', () => {
  it('never makes 1902 of year 2, nor a negative time', () => {
    expect(dayStart('0002-01-01')).toBeNull();
    const state = initialSearchState('screen', 25, {
      ...EMPTY_FILTERS,
      dateFrom: '0002-01-01',
      dateTo: '2020-12-31',
    });
    expect(searchRequest(state, 1)).not.toHaveProperty('timeFrom');
  });

  it('checks a typed range: complete, four-digit years, the earlier day first', () => {
    const d = (year: number, month: number, day: number) => ({ year, month, day });
    expect(checkRange(null, null, false)).toEqual({ kind: 'empty' });
    expect(checkRange(null, null, true)).toEqual({ kind: 'error', message: D.incomplete });
    expect(checkRange(d(2020, 1, 1), null, true)).toEqual({ kind: 'error', message: D.incomplete });
    expect(checkRange(d(2, 1, 1), d(2020, 1, 1), true)).toEqual({
      kind: 'error',
      message: D.yearRange,
    });
    expect(checkRange(d(2020, 5, 1), d(2020, 3, 1), true)).toEqual({
      kind: 'range',
      from: '2020-03-01',
      to: '2020-05-01',
    });
  });

  it('counts the presets from today, today included', () => {
    const today = new CalendarDate(2024, 3, 1);
    expect(presetRange('last7', today)).toEqual({ from: '2024-02-24', to: '2024-03-01' });
    expect(presetRange('last30', today)).toEqual({ from: '2024-02-01', to: '2024-03-01' });
    expect(presetRange('thisYear', today)).toEqual({ from: '2024-01-01', to: '2024-03-01' });
    expect(presetRange('lastYear', today)).toEqual({ from: '2023-01-01', to: '2023-12-31' });
  });

  it("shows a refused search in Norwegian, never the server's field names", () => {
    const refused = new ApiError(400, 'timeFrom: kan ikke være negativ', 'Bad Request');
    expect(searchErrorText(refused)).toBe(T.badSearch);
  });
});
