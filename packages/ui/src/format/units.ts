/** The user's temperature setting (wire contract). */
export type TemperatureUnits = 'celsius' | 'fahrenheit';
/** The user's length setting; it also decides weight units (metric gives metric units). */
export type LengthUnits = 'metric' | 'imperial';
/** The unit settings of a user. */
export interface UnitSettings {
  temperatureUnits: TemperatureUnits;
  lengthUnits: LengthUnits;
}
/** Quantities stored in metric (°C, kg, cm) and shown in the user's units. */
export type MeasurementKind = 'temperature' | 'weight' | 'height';

const POUNDS_PER_KILOGRAM = 2.2046226218;
const CENTIMETRES_PER_FOOT = 30.48;

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
        ? { value: metricValue * 1.8 + 32, unit: temperatureSymbol('fahrenheit') }
        : { value: metricValue, unit: temperatureSymbol('celsius') };
    case 'weight':
      return units.lengthUnits === 'imperial'
        ? { value: metricValue * POUNDS_PER_KILOGRAM, unit: 'lbs' }
        : { value: metricValue, unit: 'kg' };
    case 'height':
      return units.lengthUnits === 'imperial'
        ? { value: metricValue / CENTIMETRES_PER_FOOT, unit: 'ft' }
        : { value: metricValue, unit: 'cm' };
  }
}

/** The spec's temperature symbol: a degree sign plus the upper-cased first letter of the unit. */
export function temperatureSymbol(unit: TemperatureUnits): string {
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
