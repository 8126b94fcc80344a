/** Temperature units a user may prefer; Fahrenheit = Celsius x 1.8 + 32. */
export const TEMPERATURE_UNITS = ['celsius', 'fahrenheit'] as const;

export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

/** Length (and weight) systems: metric gives cm/kg, imperial ft/lbs. */
export const LENGTH_UNITS = ['metric', 'imperial'] as const;

export type LengthUnit = (typeof LENGTH_UNITS)[number];

export const DEFAULT_TEMPERATURE_UNIT: TemperatureUnit = 'celsius';

export const DEFAULT_LENGTH_UNIT: LengthUnit = 'metric';

/**
 * A Celsius temperature in Fahrenheit (platform-core §9: x × 1.8 + 32).
 *
 * @example
 * fahrenheitOf(37); // 98.6
 */
export function fahrenheitOf(celsius: number): number {
  return celsius * 1.8 + 32;
}
