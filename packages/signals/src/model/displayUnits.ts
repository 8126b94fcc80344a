import { ECG_DISPLAY_FACTOR } from '../constants';
import type { SignalChannel } from './signalData';

/** How a channel's values are shown: multiplied by `factor`, in `unit`. */
export interface DisplayUnit {
  factor: number;
  unit: string;
}

/**
 * ECG samples arrive in volts and are shown in millivolts, multiplied by {@link
 * ECG_DISPLAY_FACTOR} (spec platform-core §9, clinical-domain §9), which is also the unit the mm/mV
 * calibration speaks. A server that already sends `mV` is taken as it is; other channels keep
 * their unit.
 */
export function displayUnitOf(channel: Pick<SignalChannel, 'type' | 'unit'>): DisplayUnit {
  if (channel.type === 'ecg' && channel.unit === 'V')
    return { factor: ECG_DISPLAY_FACTOR, unit: 'mV' };
  return { factor: 1, unit: channel.unit };
}
