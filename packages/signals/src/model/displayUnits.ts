import type { TemperatureUnit } from '@telemed/domain';
import { ECG_DISPLAY_FACTOR } from '../constants';
import type { SignalChannel } from './signalData';

/** How a channel's values are shown: `value × factor + offset`, in `unit`. */
export interface DisplayUnit {
  factor: number;
  /** Added after the factor (32 for Fahrenheit), 0 otherwise. */
  offset: number;
  unit: string;
}

/**
 * Units as EDF files spell them in plain ASCII (the EDF+ specification's "degC", "uV"), with the
 * symbols a reader expects on screen.
 */
const UNIT_SYMBOLS: Readonly<Record<string, string>> = {
  degC: '°C',
  degF: '°F',
  deg: '°',
  uV: 'µV',
  uS: 'µS',
};

/**
 * ECG samples arrive in volts and are shown in millivolts, multiplied by {@link
 * ECG_DISPLAY_FACTOR} (spec platform-core §9, clinical-domain §9), which is also the unit the mm/mV
 * calibration speaks. A server that already sends `mV` is taken as it is. Celsius temperatures are
 * shown in Fahrenheit (× 1.8 + 32, platform-core §9) for a user who prefers it. Other channels
 * keep their unit, written with its symbol where the file spelled it in ASCII (degC is °C).
 */
export function displayUnitOf(
  channel: Pick<SignalChannel, 'type' | 'unit'>,
  temperatureUnit: TemperatureUnit = 'celsius',
): DisplayUnit {
  if (channel.type === 'ecg' && channel.unit === 'V')
    return { factor: ECG_DISPLAY_FACTOR, offset: 0, unit: 'mV' };
  const unit = UNIT_SYMBOLS[channel.unit] ?? channel.unit;
  if (unit === '°C' && temperatureUnit === 'fahrenheit')
    return { factor: 1.8, offset: 32, unit: '°F' };
  return { factor: 1, offset: 0, unit };
}

/** A value as sent, in the units shown. */
export function displayValue(value: number, { factor, offset }: DisplayUnit): number {
  return value * factor + offset;
}
