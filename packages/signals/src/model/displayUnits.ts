import { ECG_DISPLAY_FACTOR } from '../constants';
import type { SignalChannel } from './signalData';

/** How a channel's values are shown: multiplied by `factor`, in `unit`. */
export interface DisplayUnit {
  factor: number;
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
 * calibration speaks. A server that already sends `mV` is taken as it is; other channels keep
 * their unit, written with its symbol where the file spelled it in ASCII (degC is °C).
 */
export function displayUnitOf(channel: Pick<SignalChannel, 'type' | 'unit'>): DisplayUnit {
  if (channel.type === 'ecg' && channel.unit === 'V')
    return { factor: ECG_DISPLAY_FACTOR, unit: 'mV' };
  return { factor: 1, unit: UNIT_SYMBOLS[channel.unit] ?? channel.unit };
}
