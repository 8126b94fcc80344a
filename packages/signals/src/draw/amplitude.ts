import type { TemperatureUnit } from '@telemed/domain';
import { displayUnitOf } from '../model/displayUnits';
import type { SignalChannel } from '../model/signalData';
import { CLINICAL_RANGES, clinicalScaleRange, signalKindOf } from '../scales/clinicalRanges';
import { pxPerMillivolt } from '../scales/paperScale';

/** A channel's amplitude settings, which the viewer's track controls change. */
export interface ChannelDisplaySettings {
  /** Draws the signal upside down (spec clinical-domain §2, polarity reversal). */
  reversed: boolean;
  /** Multiplies the amplitude: 2 draws twice as tall. */
  gain: number;
  /**
   * The value range (in display units) fitted to the track height by "fit"; when absent ECG
   * follows the mm/mV calibration and other channels follow their visible range.
   */
  fitted?: [number, number];
}

/** Settings of a channel nobody has touched. */
export const DEFAULT_CHANNEL_SETTINGS: ChannelDisplaySettings = { reversed: false, gain: 1 };

/**
 * Share of the track height a fitted range fills; the rest is margin so peaks do not touch the
 * neighbouring track (a project decision).
 */
export const FIT_FILL = 0.85;

/**
 * Where a track draws a value: `y = middle - sign × (value × factor + offset − centre) ×
 * pxPerUnit`.
 */
export interface AmplitudeMapping {
  /** Display value drawn at the middle of the track. */
  centre: number;
  /** CSS px per display unit (after gain). */
  pxPerUnit: number;
  /** Display factor (1000 for ECG volts, spec §9; 1.8 for Fahrenheit). */
  factor: number;
  /** Added after the factor (32 for Fahrenheit). */
  offset: number;
  /** -1 when the polarity is reversed. */
  sign: 1 | -1;
  /** The unit the values are shown in. */
  unit: string;
  /** True when the mm/mV calibration sets the scale. */
  calibrated: boolean;
}

/**
 * Whether a track is drawn to the paper calibration (an ECG in mV not fitted by hand), so its
 * scale does not depend on the values in view.
 */
export function isCalibratedTrack(
  channel: Pick<SignalChannel, 'type' | 'unit'>,
  settings: ChannelDisplaySettings,
): boolean {
  return !settings.fitted && channel.type === 'ecg' && displayUnitOf(channel).unit === 'mV';
}

/**
 * The amplitude mapping of a channel in a track `height` px tall. ECG in millivolts follows the
 * mm/mV `calibration` around 0 mV; a fitted range or, for other channels, the visible range
 * `visible` (display units) within the signal kind's clinical range ({@link clinicalScaleRange})
 * fills {@link FIT_FILL} of the height.
 */
export function amplitudeMapping(
  channel: Pick<SignalChannel, 'type' | 'unit' | 'signal'>,
  settings: ChannelDisplaySettings,
  height: number,
  calibration: number,
  visible: [number, number] | undefined,
  temperatureUnit: TemperatureUnit = 'celsius',
): AmplitudeMapping {
  const display = displayUnitOf(channel, temperatureUnit);
  const { factor, offset, unit } = display;
  const sign = settings.reversed ? -1 : 1;
  if (isCalibratedTrack(channel, settings))
    return {
      centre: 0,
      pxPerUnit: pxPerMillivolt(calibration) * settings.gain,
      factor,
      offset,
      sign,
      unit,
      calibrated: true,
    };
  const clinical = CLINICAL_RANGES[signalKindOf(channel)];
  const [low, high] = settings.fitted ?? clinicalScaleRange(visible, clinical, display) ?? [-1, 1];
  const span = high - low || Math.abs(high) || 1;
  return {
    centre: (low + high) / 2,
    pxPerUnit: ((height * FIT_FILL) / span) * settings.gain,
    factor,
    offset,
    sign,
    unit,
    calibrated: false,
  };
}

/** The y of a value as sent, for a track whose middle is at `middle` px. */
export function valueToY(mapping: AmplitudeMapping, middle: number): (value: number) => number {
  const { centre, pxPerUnit, factor, offset, sign } = mapping;
  return (value) => middle - sign * (value * factor + offset - centre) * pxPerUnit;
}
