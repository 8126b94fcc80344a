import { NumberField } from '@telemed/ui';
import { useTranslation } from 'react-i18next';

/** Props of {@link AnalysisParameterField}. */
export interface AnalysisParameterFieldProps {
  label: string;
  /** The unit shown in the field, translated; none for a ratio. */
  unit?: string;
  /** The range and step the shared schema allows. */
  range: { min: number; max: number; step: number };
  /** The detector's default, named under the field. */
  defaultValue: number;
  value: number;
  /** The new value, or undefined when the field was emptied (the stored value applies). */
  onChange(value: number | undefined): void;
  /** The server's message for the field. */
  error?: string;
}

/** One numeric detector parameter of an analysis form, with its unit, range and default. */
export function AnalysisParameterField(props: AnalysisParameterFieldProps) {
  const { t, i18n } = useTranslation();
  const { range, error } = props;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 3 });
  return (
    <NumberField
      label={props.label}
      unit={props.unit}
      description={t('examination.analysis.default', { value: number.format(props.defaultValue) })}
      step={range.step}
      formatOptions={{ maximumFractionDigits: 3 }}
      value={props.value}
      onChange={(value) => props.onChange(Number.isNaN(value) ? undefined : value)}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}
