import { parseDate } from '@internationalized/date';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { TEXT } from '../../ui/text.ts';
import './date-range-filter.css';

const T = TEXT.games;

/** A day as the filters keep it ('YYYY-MM-DD'), or null when empty or not a date. */
function day(value: string) {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
}

/**
 * 'Starttid' (spec 2.7, 9): React Aria's date range picker in Norwegian bokmål (dd.mm.åååå,
 * a calendar with Norwegian month and day names), applied as soon as a range is chosen or
 * cleared. Keyboard and screen-reader use are React Aria's.
 */
export function DateRangeFilter({
  from,
  to,
  onChange,
}: {
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}) {
  const start = day(from) ?? day(to);
  const end = day(to) ?? day(from);
  return (
    <I18nProvider locale="nb-NO">
      <DateRangePicker
        className="date-range"
        // dd.mm.åååå (spec 9): the locale alone writes 1.1.2020.
        shouldForceLeadingZeros
        value={start && end ? { start, end } : null}
        onChange={(range) =>
          onChange(range ? range.start.toString() : '', range ? range.end.toString() : '')
        }
      >
        <Label className="date-range__label">{T.startTime}</Label>
        <div className="date-range__row">
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
          {(from || to) && (
            <button type="button" className="date-range__clear" onClick={() => onChange('', '')}>
              {T.dateClear}
            </button>
          )}
        </div>
        <Popover className="date-range__popover" placement="bottom start">
          <Dialog className="date-range__dialog">
            <RangeCalendar className="date-range__calendar">
              <header className="date-range__header">
                <Button slot="previous">‹</Button>
                <Heading />
                <Button slot="next">›</Button>
              </header>
              <CalendarGrid>{(date) => <CalendarCell date={date} />}</CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </DateRangePicker>
    </I18nProvider>
  );
}
