import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';
import { useCallback, useContext, useId, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent } from 'react';
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
import {
  checkRange,
  DATE_MAX,
  DATE_MIN,
  DATE_PRESETS,
  DATE_YEAR_MIN,
  presetRange,
  type DatePreset,
  type DayParts,
} from './date-range.ts';
import './date-range-filter.css';

const T = TEXT.games;
const D = DATE_TEXT;

type Range = { start: CalendarDate; end: CalendarDate } | null;

/** A day as the filters keep it ('YYYY-MM-DD'), or null when empty or not a date. */
function day(value: string): CalendarDate | null {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

function rangeOf(from: string, to: string): Range {
  const start = day(from) ?? day(to);
  const end = day(to) ?? day(from);
  return start && end ? { start, end } : null;
}

function parts(date: { year: number; month: number; day: number } | null): DayParts | null {
  return date ? { year: date.year, month: date.month, day: date.day } : null;
}

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
  const rootRef = useRef<HTMLDivElement>(null);
  const pickerState = useRef<DateRangePickerState | null>(null);
  const [value, setValue] = useState<Range>(() => rangeOf(from, to));
  // A new key remounts the fields, so a half-typed date goes when the range is set from outside.
  const [generation, setGeneration] = useState(0);
  const [shown, setShown] = useState({ from, to });
  if (shown.from !== from || shown.to !== to) {
    setShown({ from, to });
    setValue(rangeOf(from, to));
    setGeneration((g) => g + 1);
  }

  const apply = (next: { from: string; to: string }, search: boolean) => {
    onError(null);
    setValue(rangeOf(next.from, next.to));
    // The form's range follows without a remount: focus stays where the user left it.
    setShown(next);
    if (next.from !== from || next.to !== to) onChange(next.from, next.to, search);
  };

  const commit = (search: boolean) => {
    const state = pickerState.current;
    const typed =
      rootRef.current?.querySelector('[role="spinbutton"]:not([data-placeholder])') != null;
    const check = checkRange(
      parts(state?.value.start ?? null),
      parts(state?.value.end ?? null),
      typed,
    );
    if (check.kind === 'error') return onError(check.message);
    apply(check.kind === 'range' ? check : { from: '', to: '' }, search);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    // Still inside the field (a preset, the calendar button) or moving into the calendar.
    if (next instanceof Node && rootRef.current?.contains(next)) return;
    if (pickerState.current?.isOpen || (next instanceof Element && next.closest('[role=dialog]'))) {
      return;
    }
    const form = rootRef.current?.closest('form');
    const toSearch =
      next instanceof HTMLButtonElement && next.type === 'submit' && next.form === form;
    commit(!toSearch);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || pickerState.current?.isOpen) return;
    if (!(event.target instanceof Element) || event.target.getAttribute('role') !== 'spinbutton') {
      return;
    }
    event.preventDefault();
    commit(true);
  };

  const setPickerState = useCallback((state: DateRangePickerState | null) => {
    pickerState.current = state;
  }, []);

  const clear = () => {
    setGeneration((g) => g + 1);
    apply({ from: '', to: '' }, true);
  };

  const preset = (which: DatePreset) => {
    setGeneration((g) => g + 1);
    apply(presetRange(which, today(getLocalTimeZone())), true);
  };

  const active = DATE_PRESETS.find((p) => {
    const range = presetRange(p, today(getLocalTimeZone()));
    return range.from === from && range.to === to;
  });

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
        onChange={(range) => {
          setValue(range);
          // A range picked in the calendar is complete and chosen: it applies at once.
          if (range && pickerState.current?.isOpen) {
            apply({ from: range.start.toString(), to: range.end.toString() }, true);
          }
        }}
      >
        <PickerStateProbe onState={setPickerState} />
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
