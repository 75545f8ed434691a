import { getLocalTimeZone, parseDate, today, type CalendarDate } from '@internationalized/date';
import { useCallback, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, RefObject } from 'react';
import type { DateRangePickerState } from 'react-aria-components';
import {
  checkRange,
  DATE_PRESETS,
  presetRange,
  type DatePreset,
  type DayParts,
} from './date-range.ts';

type Range = { start: CalendarDate; end: CalendarDate } | null;
type Apply = (next: { from: string; to: string }, search: boolean) => void;

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

/**
 * The state of 'Starttid' (date-range-filter.tsx): the picker's range, the key that remounts its
 * fields, and what a calendar pick, a preset, 'Tøm datoer' or a typed range (on leaving the field
 * or Enter) does.
 */
export function useDateRangeFilter(
  from: string,
  to: string,
  onChange: (from: string, to: string, search: boolean) => void,
  onError: (message: string | null) => void,
) {
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

  const apply: Apply = (next, search) => {
    onError(null);
    setValue(rangeOf(next.from, next.to));
    // The form's range follows without a remount: focus stays where the user left it.
    setShown(next);
    if (next.from !== from || next.to !== to) onChange(next.from, next.to, search);
  };

  const pick = (range: Range) => {
    setValue(range);
    // A range picked in the calendar is complete and chosen: it applies at once.
    if (range && pickerState.current?.isOpen) {
      apply({ from: range.start.toString(), to: range.end.toString() }, true);
    }
  };

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

  const setPickerState = useCallback((state: DateRangePickerState | null) => {
    pickerState.current = state;
  }, []);

  const { onBlur, onKeyDown } = useTypedRange(rootRef, pickerState, apply, onError);
  return {
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
  };
}

/**
 * A typed range applies when focus leaves the field or Enter is pressed, if it is complete and
 * valid; otherwise what is wrong is told.
 */
function useTypedRange(
  rootRef: RefObject<HTMLDivElement | null>,
  pickerStateRef: RefObject<DateRangePickerState | null>,
  apply: Apply,
  onError: (message: string | null) => void,
) {
  const commit = (search: boolean) => {
    const state = pickerStateRef.current;
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
    if (
      pickerStateRef.current?.isOpen ||
      (next instanceof Element && next.closest('[role=dialog]'))
    ) {
      return;
    }
    const form = rootRef.current?.closest('form');
    const toSearch =
      next instanceof HTMLButtonElement && next.type === 'submit' && next.form === form;
    commit(!toSearch);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || pickerStateRef.current?.isOpen) return;
    if (!(event.target instanceof Element) || event.target.getAttribute('role') !== 'spinbutton') {
      return;
    }
    event.preventDefault();
    commit(true);
  };

  return { onBlur, onKeyDown };
}
