import { useContext, useId, useState } from 'react';
import {
  Button as AriaButton,
  ButtonContext,
  DateRangePicker as AriaDateRangePicker,
  DateRangePickerStateContext,
  Dialog,
  Group,
  Popover,
  Text,
} from 'react-aria-components';
import type {
  DateRangePickerProps as AriaDateRangePickerProps,
  DateValue,
  RangeValue,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../layout/joinClassNames';
import { Button } from '../Button/Button';
import { PickerRangeCalendar } from '../DatePicker/Calendar';
import { DateSegments } from '../DatePicker/DateSegments';
import * as pickerStyles from '../DatePicker/DatePicker.css';
import { FieldFrame, fieldClassName } from '../Field/Field';
import type { FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as iconButtonStyles from '../IconButton/IconButton.css';
import * as popoverStyles from '../Popover/Popover.css';
import { TimeField } from '../TimeField/TimeField';
import { dateRangeProblem } from './dateRangeProblem';
import * as styles from './DateRangePicker.css';

/** Presets whose labels the design system translates. */
export type DateRangePresetId = 'next8Hours' | 'next14Days' | 'last24Hours';

/** A one-press range offered beside the calendar. */
export interface DateRangePreset<T extends DateValue> {
  /** Stable id; the ids of {@link DateRangePresetId} get a translated label. */
  id: DateRangePresetId | (string & {});
  /** Visible label; required for ids the design system does not know. */
  label?: string;
  /** The range, or a function computing it when pressed, so "now" is the moment of the press. */
  range: RangeValue<T> | (() => RangeValue<T>);
}

/** Props of {@link DateRangePicker}. */
export interface DateRangePickerProps<T extends DateValue>
  extends
    Omit<
      AriaDateRangePickerProps<T>,
      | 'children'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'isOpen'
      | 'defaultOpen'
      | 'onOpenChange'
      | 'shouldCloseOnSelect'
      | 'validate'
    >,
    FieldTextProps {
  /** The saved range (controlled); `null` when none is chosen. */
  value?: RangeValue<T> | null;
  /** The range when the picker mounts (uncontrolled), e.g. the last 24 hours. */
  defaultValue?: RangeValue<T> | null;
  /** Called with a saved range: on Save in the popover, or when the segments are typed. */
  onChange?: (value: RangeValue<T> | null) => void;
  /** Ranges offered as buttons in the popover, e.g. next 8 hours and next 14 days. */
  presets?: DateRangePreset<T>[];
  /**
   * Whether the range may be removed. When `false` the range is required and complete: no clear
   * button, Save stays disabled and "Range is empty" shows until both ends are set.
   * @default true
   */
  isClearable?: boolean;
  /** Extra rules: return a message to show for a range that breaks them. */
  validate?: (range: RangeValue<T>) => string | null | undefined;
  /** Open the popover when mounted. */
  defaultOpen?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * A date and time range: two sets of typed segments (DD/MM/YYYY HH:mm with the default
 * `granularity="minute"`) and a popover with presets, a range calendar, start and end times and
 * Save and Cancel. Changes in the popover apply only on Save; Cancel, Escape or a click outside
 * restore the saved range. The start must come strictly before the end.
 * @selector [data-open], [data-invalid], [data-disabled], [data-required] on the field
 */
export function DateRangePicker<T extends DateValue>({
  label,
  description,
  errorMessage,
  className,
  value: controlledValue,
  defaultValue = null,
  onChange,
  presets = [],
  isClearable = true,
  validate,
  defaultOpen = false,
  onOpenChange,
  ...props
}: DateRangePickerProps<T>) {
  const { t } = useTranslation('ui');
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const saved = controlledValue === undefined ? uncontrolledValue : controlledValue;
  const [isOpen, setOpen] = useState(defaultOpen);
  const [draft, setDraft] = useState(saved);

  const save = (range: RangeValue<T> | null) => {
    if (controlledValue === undefined) setUncontrolledValue(range);
    onChange?.(range);
  };
  const changeOpen = (open: boolean) => {
    setDraft(saved);
    setOpen(open);
    onOpenChange?.(open);
  };

  const problemOf = (range: RangeValue<T> | null): string | null => {
    const problem = dateRangeProblem(range, {
      isRequired: !isClearable || props.isRequired,
      minValue: props.minValue,
      maxValue: props.maxValue,
    });
    if (problem) return t(`dateRangePicker.errors.${problem}`);
    return range ? (validate?.(range) ?? null) : null;
  };
  const savedProblem = problemOf(saved);
  const draftProblem = problemOf(draft);
  const canClear = isClearable && saved !== null && !props.isDisabled && !props.isReadOnly;

  return (
    <AriaDateRangePicker
      shouldForceLeadingZeros
      hourCycle={24}
      granularity="minute"
      hideTimeZone
      {...props}
      isRequired={!isClearable || props.isRequired}
      // Only a problem makes the field invalid here, so server errors of a Form still show.
      isInvalid={props.isInvalid || savedProblem !== null ? true : undefined}
      value={isOpen ? draft : saved}
      onChange={(changed) => {
        // react-aria maps the value type (MappedDateValue); for the value classes it is T itself.
        const range = changed as RangeValue<T> | null;
        if (isOpen) setDraft(range);
        else save(range);
      }}
      isOpen={isOpen}
      onOpenChange={changeOpen}
      shouldCloseOnSelect={false}
      className={fieldClassName(className)}
    >
      <FieldFrame
        label={label}
        description={description}
        errorMessage={errorMessage ?? savedProblem ?? undefined}
      >
        <Group className={joinClassNames(fieldStyles.inputFrame, pickerStyles.group)}>
          <div className={styles.ends}>
            <DateSegments slot="start" className={styles.end} />
            <span aria-hidden="true" className={styles.dash}>
              –
            </span>
            <DateSegments slot="end" className={styles.end} />
          </div>
          {canClear && (
            // Outside the picker's button slot, so it clears instead of opening the popover.
            <ButtonContext.Provider value={null}>
              <AriaButton
                aria-label={t('dateRangePicker.clear')}
                className={joinClassNames(iconButtonStyles.iconButton, pickerStyles.trigger)}
                onPress={() => save(null)}
              >
                <Icon name="close" size={18} />
              </AriaButton>
            </ButtonContext.Provider>
          )}
          <AriaButton className={joinClassNames(iconButtonStyles.iconButton, pickerStyles.trigger)}>
            <Icon name="calendar" />
          </AriaButton>
        </Group>
      </FieldFrame>
      <Popover className={joinClassNames(popoverStyles.popover, pickerStyles.pickerPopover)}>
        <Dialog className={pickerStyles.dialog}>
          <RangePopoverContent
            presets={presets}
            problem={draftProblem}
            onPreset={(range) => setDraft(range)}
            onCancel={() => changeOpen(false)}
            onSave={() => {
              save(draft);
              setOpen(false);
              onOpenChange?.(false);
            }}
          />
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}

interface RangePopoverContentProps<T extends DateValue> {
  presets: DateRangePreset<T>[];
  /** The message of the draft range's problem, if any. */
  problem: string | null;
  onPreset: (range: RangeValue<T>) => void;
  onCancel: () => void;
  onSave: () => void;
}

/** Presets, the range calendar, start and end times, and the draft's error with Cancel and Save. */
function RangePopoverContent<T extends DateValue>({
  presets,
  problem,
  onPreset,
  onCancel,
  onSave,
}: RangePopoverContentProps<T>) {
  const { t } = useTranslation('ui');
  const state = useContext(DateRangePickerStateContext);
  const problemId = useId();
  const labelOf = (preset: DateRangePreset<T>) =>
    preset.label ?? t(`dateRangePicker.presets.${preset.id as DateRangePresetId}`);
  return (
    <>
      <div className={styles.body}>
        {presets.length > 0 && (
          <div
            role="group"
            aria-label={t('dateRangePicker.presetsLabel')}
            className={styles.presets}
          >
            {presets.map((preset) => (
              <Button
                key={preset.id}
                variant="ghost"
                size="small"
                className={styles.preset}
                onPress={() =>
                  onPreset(typeof preset.range === 'function' ? preset.range() : preset.range)
                }
              >
                {labelOf(preset)}
              </Button>
            ))}
          </div>
        )}
        <div className={styles.calendarColumn}>
          <PickerRangeCalendar />
          {state?.hasTime && (
            <div className={styles.times}>
              <TimeField
                label={t('dateRangePicker.startTime')}
                value={state.timeRange?.start ?? null}
                onChange={(time) => {
                  if (time) state.setTime('start', time);
                }}
              />
              <TimeField
                label={t('dateRangePicker.endTime')}
                value={state.timeRange?.end ?? null}
                onChange={(time) => {
                  if (time) state.setTime('end', time);
                }}
              />
            </div>
          )}
        </div>
      </div>
      <div className={styles.footer}>
        <Text id={problemId} aria-live="polite" className={styles.problem}>
          {problem}
        </Text>
        <Button variant="secondary" size="small" onPress={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button
          size="small"
          isDisabled={problem !== null}
          aria-describedby={problem ? problemId : undefined}
          onPress={onSave}
        >
          {t('dateRangePicker.save')}
        </Button>
      </div>
    </>
  );
}
