import { getLocalTimeZone, today, type CalendarDate } from '@internationalized/date';
import { useContext, useId, useLayoutEffect } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateRangePickerStateContext,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
  RangeCalendarStateContext,
  Text,
  type DateRangePickerState,
} from 'react-aria-components';
import { LOCALE } from '@ordbot/contract/constants.ts';
import { TEXT } from '../../ui/text.ts';
import { DATE_TEXT } from '../../ui/text-dates.ts';
import { DATE_MAX, DATE_MIN, DATE_PRESETS, DATE_YEAR_MIN } from './date-range.ts';
import { useDateRangeFilter } from './use-date-range-filter.ts';
import './date-range-filter.css';

const T = TEXT.games;
const D = DATE_TEXT;

export interface DateRangeFilterProps {
  /** The form's range (local days 'YYYY-MM-DD' or ''). */
  from: string;
  to: string;
  /** What is wrong with the typed range, shown under it; null when nothing is. */
  error: string | null;
  /**
   * A complete, valid range, or none. `search` is false when focus went to the form's own
   * search button, which then searches (one search, not two).
   */
  onChange: (from: string, to: string, search: boolean) => void;
  onError: (message: string | null) => void;
}

/**
 * 'Starttid' (docs/product.md, Game search): React Aria's date range picker in Norwegian bokmål
 * (dd.mm.åååå, a calendar with Norwegian month and day names). Typing never searches per key: a
 * typed range applies when it is complete and valid and focus leaves the field or Enter is
 * pressed; a range picked in the calendar, a preset and 'Tøm datoer' apply at once. A bad range
 * is told in the app's words (never a field name, never the browser's bubble).
 */
export function DateRangeFilter({ from, to, error, onChange, onError }: DateRangeFilterProps) {
  const id = useId();
  const {
    rootRef,
    value,
    generation,
    pick,
    clear,
    preset,
    active,
    onBlur,
    onKeyDown,
    setPickerState,
  } = useDateRangeFilter(from, to, onChange, onError);

  return (
    <div className="date-range" ref={rootRef} onBlur={onBlur} onKeyDownCapture={onKeyDown}>
      <DateRangePicker
        key={generation}
        className="date-range__picker"
        // Mistakes are told in the app's words, never in the browser's bubble.
        validationBehavior="aria"
        // dd.mm.åååå (docs/product.md, Limits): the locale alone writes 1.1.2020.
        shouldForceLeadingZeros
        minValue={DATE_MIN}
        maxValue={DATE_MAX}
        isInvalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value}
        onChange={pick}
      >
        <PickerStateProbe onState={setPickerState} />
        <RangeFields />
      </DateRangePicker>
      <p id={`${id}-error`} className="date-range__error" aria-live="polite">
        {error}
      </p>
      <div className="date-range__presets" role="group" aria-label={D.presets}>
        {DATE_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className="date-range__preset"
            aria-pressed={active === p}
            onClick={() => preset(p)}
          >
            {D.preset[p]}
          </button>
        ))}
        {(from || to || error) && (
          <button type="button" className="date-range__clear" onClick={clear}>
            {T.dateClear}
          </button>
        )}
      </div>
    </div>
  );
}

/** The picker's label, its two typed days, the calendar button, the hint and the calendar. */
function RangeFields() {
  return (
    <>
      <Label className="date-range__label">{T.startTime}</Label>
      <Group className="date-range__group">
        <DateInput slot="start" className="date-range__input">
          {(segment) => <DateSegment segment={segment} className="date-range__segment" />}
        </DateInput>
        <span aria-hidden="true">–</span>
        <DateInput slot="end" className="date-range__input">
          {(segment) => <DateSegment segment={segment} className="date-range__segment" />}
        </DateInput>
        <Button className="date-range__open">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4" />
          </svg>
        </Button>
      </Group>
      <Text slot="description" className="date-range__hint">
        {D.hint}
      </Text>
      <Popover className="date-range__popover" placement="bottom start">
        <Dialog className="date-range__dialog">
          <RangeCalendar className="date-range__calendar">
            <CalendarHeader />
            <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </>
  );
}

/** Hands the picker's state (the typed parts, whether the calendar is open) to the handlers. */
function PickerStateProbe({ onState }: { onState: (state: DateRangePickerState | null) => void }) {
  const state = useContext(DateRangePickerStateContext);
  useLayoutEffect(() => onState(state));
  return null;
}

const monthName = new Intl.DateTimeFormat(LOCALE, { month: 'long', timeZone: 'UTC' });
const MONTHS = Array.from({ length: 12 }, (_, i) => ({
  value: i + 1,
  label: monthName.format(Date.UTC(2020, i, 1)),
}));

/** The calendar's month steps and its jumps: a year back or on, or straight to a month and year. */
function CalendarHeader() {
  const state = useContext(RangeCalendarStateContext);
  if (!state) return null;
  const focused = state.focusedDate;
  const jump = (date: CalendarDate) => state.setFocusedDate(date);
  const lastYear = Math.max(today(getLocalTimeZone()).year, focused.year);
  const years = Array.from({ length: lastYear - DATE_YEAR_MIN + 1 }, (_, i) => lastYear - i);
  return (
    <>
      <header className="date-range__header">
        <button
          type="button"
          aria-label={D.previousYear}
          title={D.previousYear}
          disabled={focused.year <= DATE_MIN.year}
          onClick={() => jump(focused.subtract({ years: 1 }))}
        >
          «
        </button>
        <Button slot="previous" aria-label={D.previousMonth}>
          ‹
        </Button>
        <Heading />
        <Button slot="next" aria-label={D.nextMonth}>
          ›
        </Button>
        <button
          type="button"
          aria-label={D.nextYear}
          title={D.nextYear}
          disabled={focused.year >= DATE_MAX.year}
          onClick={() => jump(focused.add({ years: 1 }))}
        >
          »
        </button>
      </header>
      <div className="date-range__jumps">
        <select
          aria-label={D.month}
          value={focused.month}
          onChange={(e) => jump(focused.set({ month: Number(e.target.value) }))}
        >
          {MONTHS.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label}
            </option>
          ))}
        </select>
        <select
          aria-label={D.year}
          value={focused.year}
          onChange={(e) => jump(focused.set({ year: Number(e.target.value) }))}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
