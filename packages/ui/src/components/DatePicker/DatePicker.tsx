import { useContext } from 'react';
import {
  Button as AriaButton,
  DatePicker as AriaDatePicker,
  DatePickerStateContext,
  Dialog,
  Group,
  Popover,
} from 'react-aria-components';
import type { DatePickerProps as AriaDatePickerProps, DateValue } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../layout/joinClassNames';
import { FieldFrame, fieldClassName } from '../Field/Field';
import type { FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as iconButtonStyles from '../IconButton/IconButton.css';
import * as popoverStyles from '../Popover/Popover.css';
import { TimeField } from '../TimeField/TimeField';
import { PickerCalendar } from './Calendar';
import { Icon } from '../Icon/Icon';
import { DateSegments } from './DateSegments';
import * as styles from './DatePicker.css';

/** Props of {@link DatePicker}. */
export interface DatePickerProps<T extends DateValue>
  extends Omit<AriaDatePickerProps<T>, 'children'>, FieldTextProps {}

/**
 * A date typed segment by segment or chosen in a calendar popover, shown as DD/MM/YYYY (with
 * `granularity="minute"`: DD/MM/YYYY HH:mm, and the popover adds a time field). `maxValue`
 * (e.g. today for COVID dates) and `minValue` disable the days outside them and show react-aria's
 * translated range message; `errorMessage` replaces it.
 * @selector [data-open], [data-invalid], [data-disabled], [data-required] on the field
 */
export function DatePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  ...props
}: DatePickerProps<T>) {
  return (
    <AriaDatePicker
      shouldForceLeadingZeros
      hourCycle={24}
      {...props}
      className={fieldClassName(className)}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Group className={joinClassNames(fieldStyles.inputFrame, styles.group)}>
          <DateSegments className={styles.segments} />
          {/* react-aria names this button ("Calendar") in the current language. */}
          <AriaButton className={joinClassNames(iconButtonStyles.iconButton, styles.trigger)}>
            <Icon name="calendar" />
          </AriaButton>
        </Group>
      </FieldFrame>
      <Popover className={joinClassNames(popoverStyles.popover, styles.pickerPopover)}>
        <Dialog className={styles.dialog}>
          <PickerCalendar />
          <PopoverTime />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}

/** The time of a date-and-time picker, under its calendar. */
function PopoverTime() {
  const { t } = useTranslation('ui');
  const state = useContext(DatePickerStateContext);
  if (!state?.hasTime) return null;
  return (
    <TimeField
      label={t('datePicker.time')}
      value={state.timeValue}
      onChange={(time) => {
        if (time) state.setTimeValue(time);
      }}
      granularity={state.granularity === 'hour' ? 'hour' : 'minute'}
    />
  );
}
