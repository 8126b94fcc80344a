import { useLocale } from 'react-aria-components';
import { formatMeasurement } from '../../format/units';
import type { MeasurementKind, UnitSettings } from '../../format/units';

/** Props of {@link UnitValue}. */
export interface UnitValueProps {
  /** What is measured. */
  kind: MeasurementKind;
  /** The stored metric value: °C, kg or cm. */
  value: number;
  /** The user's `settings` (temperatureUnits, lengthUnits). */
  units: UnitSettings;
}

/** A measurement in the user's units (°C/°F, kg/lbs, cm/ft), formatted in the current locale. */
export function UnitValue({ kind, value, units }: UnitValueProps) {
  const { locale } = useLocale();
  return <span>{formatMeasurement(kind, value, units, locale)}</span>;
}
