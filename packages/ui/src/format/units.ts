import { exactPoundsOf, fahrenheitOf, feetOf } from '@telemed/domain';
import type { LengthUnit, TemperatureUnit } from '@telemed/domain';

/** The unit settings of a user; the length units decide weight units too (metric gives kg). */
export interface UnitSettings {
  temperatureUnits: TemperatureUnit;
  lengthUnits: LengthUnit;
}
/** Quantities stored in metric (°C, kg, cm) and shown in the user's units. */
export type MeasurementKind = 'temperature' | 'weight' | 'height';

/** A value converted to the user's units, with its unit symbol. */
export interface ConvertedMeasurement {
  value: number;
  unit: string;
}

/**
 * Converts a stored metric value into the user's units (platform-core §9): Celsius to Fahrenheit
 * as x*1.8+32, kilograms to pounds, centimetres to feet.
 */
export function convertMeasurement(
  kind: MeasurementKind,
  metricValue: number,
  units: UnitSettings,
): ConvertedMeasurement {
  switch (kind) {
    case 'temperature':
      return units.temperatureUnits === 'fahrenheit'
        ? { value: fahrenheitOf(metricValue), unit: temperatureSymbol('fahrenheit') }
        : { value: metricValue, unit: temperatureSymbol('celsius') };
    case 'weight':
      return units.lengthUnits === 'imperial'
        ? { value: exactPoundsOf(metricValue), unit: 'lbs' }
        : { value: metricValue, unit: 'kg' };
    case 'height':
      return units.lengthUnits === 'imperial'
        ? { value: feetOf(metricValue), unit: 'ft' }
        : { value: metricValue, unit: 'cm' };
  }
}

/** The spec's temperature symbol: a degree sign plus the upper-cased first letter of the unit. */
export function temperatureSymbol(unit: TemperatureUnit): string {
  return `°${unit.charAt(0).toUpperCase()}`;
}

/**
 * Converts and formats a metric value in the user's units and locale, with at most one decimal.
 * @example formatMeasurement('temperature', 37, { temperatureUnits: 'fahrenheit', lengthUnits: 'metric' }, 'en-GB') // '98.6 °F'
 */
export function formatMeasurement(
  kind: MeasurementKind,
  metricValue: number,
  units: UnitSettings,
  locale: string,
): string {
  const { value, unit } = convertMeasurement(kind, metricValue, units);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  return `${number} ${unit}`;
}
