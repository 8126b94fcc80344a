import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  RangeCalendar as AriaRangeCalendar,
} from 'react-aria-components';
import type { DateValue } from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
import { Icon } from '../Icon/Icon';
import * as iconButtonStyles from '../IconButton/IconButton.css';
import * as styles from './Calendar.css';

/**
 * The month header and day grid shared by the single and the range calendar. react-aria names
 * the arrow buttons ("Previous", "Next") and the grid in the current language.
 */
function CalendarMonth({ cellClassName }: { cellClassName: string }) {
  return (
    <>
      <header className={styles.header}>
        <AriaButton slot="previous" className={iconButtonStyles.iconButton}>
          <Icon name="chevronDown" size={18} className={styles.previousIcon} />
        </AriaButton>
        <Heading className={styles.heading} />
        <AriaButton slot="next" className={iconButtonStyles.iconButton}>
          <Icon name="chevronDown" size={18} className={styles.nextIcon} />
        </AriaButton>
      </header>
      <CalendarGrid className={styles.grid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell date={date} className={joinClassNames(styles.cell, cellClassName)} />
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

/**
 * The calendar inside a {@link DatePicker}'s popover; value, limits and focus come from the
 * picker through react-aria's context.
 * @selector [data-selected], [data-disabled], [data-unavailable], [data-outside-month] on days
 */
export function PickerCalendar({ className }: { className?: string }) {
  return (
    <AriaCalendar<DateValue> className={joinClassNames(styles.calendar, className)}>
      <CalendarMonth cellClassName={styles.singleCell} />
    </AriaCalendar>
  );
}

/**
 * The range calendar inside a DateRangePicker's popover.
 * @selector [data-selection-start], [data-selection-end], [data-selected] on days
 */
export function PickerRangeCalendar({ className }: { className?: string }) {
  return (
    <AriaRangeCalendar<DateValue> className={joinClassNames(styles.calendar, className)}>
      <CalendarMonth cellClassName={styles.rangeCell} />
    </AriaRangeCalendar>
  );
}
