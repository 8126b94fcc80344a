import { fromDate, parseAbsolute } from '@internationalized/date';
import type { ZonedDateTime } from '@internationalized/date';
import {
  Checkbox,
  CheckboxGroup,
  DatePicker,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  TextArea,
  TextField,
} from '@telemed/ui';
import { useFormsTranslation } from '../i18n/useFormsTranslation';
import * as layout from '../layout/formLayout.css';
import type { CovidAnswer } from '../machines/covidIntake/covidIntakeMachine';
import type { CovidFieldLayout } from './covidIntakeLayout';

/** Props of {@link CovidField}. */
export interface CovidFieldProps {
  field: CovidFieldLayout;
  value: CovidAnswer | undefined;
  onChange: (answer: CovidAnswer) => void;
  /** The message of the field's problem, tied to the control (aria-describedby). */
  errorMessage: string | undefined;
  /** The questionnaire's dates cannot lie after it (platform-core §2). */
  now: Date;
  timeZone: string;
  isDisabled: boolean;
}

/**
 * One answer of the COVID questionnaire with the control its type calls for: a choice list, a
 * yes/no radio group, a checkbox group (symptoms, comorbidities), a number with its bounds, a
 * date picker capped at now, or a text.
 */
export function CovidField({
  field,
  value,
  onChange,
  errorMessage,
  now,
  timeZone,
  isDisabled,
}: CovidFieldProps) {
  const { t } = useFormsTranslation();
  const { control } = field;
  const common = {
    name: `questionnaire.${field.name}`,
    label: t(`covidIntake.fields.${field.name}`),
    isInvalid: errorMessage !== undefined,
    errorMessage,
    isDisabled,
  };
  const optionLabel = (option: string) => t(`covidIntake.options.${option}`);
  switch (control.kind) {
    case 'number':
      return (
        <NumberField
          {...common}
          description={t('covidIntake.bounds', { min: control.min, max: control.max })}
          // No minValue/maxValue: react-aria would clamp an out-of-range number silently, while
          // the form must say what is wrong with it (platform-core §5).
          step={control.step}
          formatOptions={control.step ? { maximumFractionDigits: 1 } : undefined}
          value={typeof value === 'number' ? value : Number.NaN}
          onChange={(number) => onChange(Number.isNaN(number) ? null : number)}
        />
      );
    case 'date':
      return (
        <DatePicker<ZonedDateTime>
          {...common}
          granularity="day"
          maxValue={fromDate(now, timeZone)}
          value={typeof value === 'string' ? parseAbsolute(value, timeZone) : null}
          onChange={(picked) => onChange(picked ? picked.toDate().toISOString() : null)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          items={control.options.map((option) => ({ id: option, name: optionLabel(option) }))}
          selectedKey={typeof value === 'string' ? value : null}
          onSelectionChange={(key) => onChange(key === null ? null : String(key))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      );
    case 'radio':
      return (
        <RadioGroup
          {...common}
          orientation="horizontal"
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
        >
          {control.options.map((option) => (
            <Radio key={option} value={option}>
              {optionLabel(option)}
            </Radio>
          ))}
        </RadioGroup>
      );
    case 'checkboxes':
      return (
        <CheckboxGroup
          {...common}
          className={layout.fullRow}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
        >
          {control.options.map((option) => (
            <Checkbox key={option} value={option}>
              {optionLabel(option)}
            </Checkbox>
          ))}
        </CheckboxGroup>
      );
    case 'text': {
      const text = typeof value === 'string' ? value : '';
      return control.isMultiline ? (
        <TextArea
          {...common}
          rows={2}
          className={layout.fullRow}
          value={text}
          onChange={onChange}
        />
      ) : (
        <TextField {...common} value={text} onChange={onChange} />
      );
    }
  }
}
