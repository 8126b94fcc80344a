import { BODY_POSITIONS } from '@telemed/domain';
import type { TrackScene } from '../draw/drawViewer';
import type { SignalsTranslate } from '../i18n/eventTypeLabel';
import { displayValue } from '../model/displayUnits';
import type { SignalChannel } from '../model/signalData';
import { signalKindOf } from '../scales/clinicalRanges';
import { valueAxisOf } from '../scales/valueAxis';

/** How the viewer writes values: by the user's locale (decimal comma in Polish and German). */
export interface ValueFormat {
  /** A label of a track's value axis (display units), with `fractionDigits` decimals. */
  axisLabel(track: TrackScene, value: number, fractionDigits: number): string;
  /**
   * A track's reading at the cursor (values as sent, least and greatest) with its unit, e.g.
   * `0,42 mV`, `95–96 %` or `Supine`.
   */
  reading(track: TrackScene, reading: readonly [number, number]): string;
}

/** Most decimals a reading shows, however fine its track's scale. */
const MAX_READING_DIGITS = 4;

/**
 * Decimals a reading shows: hundredths of a millivolt on a calibrated ECG, else one more than
 * the labels of its value axis (a flow in arbitrary units of ±0.005 reads as such, not as 0).
 */
function readingDigits(track: TrackScene): number {
  const axis = valueAxisOf(track.mapping, track.height, signalKindOf(track.channel));
  return axis.kind === 'bar' ? 2 : Math.min(MAX_READING_DIGITS, axis.fractionDigits + 1);
}

/** The body position a code stands for, translated; the number when it is no position's code. */
function positionName(code: number, t: SignalsTranslate): string | undefined {
  const position = Number.isInteger(code) ? BODY_POSITIONS[code] : undefined;
  return position && t(`position.${position}`);
}

/** The viewer's value formats in `language`, position codes named by `t`. */
export function valueFormatOf(language: string, t: SignalsTranslate): ValueFormat {
  const formats = new Map<number, Intl.NumberFormat>();
  const number = (value: number, digits: number) => {
    let format = formats.get(digits);
    if (!format) {
      format = new Intl.NumberFormat(language, {
        minimumFractionDigits: 0,
        maximumFractionDigits: digits,
      });
      formats.set(digits, format);
    }
    return format.format(value);
  };
  return {
    axisLabel(track, value, fractionDigits) {
      if (signalKindOf(track.channel) === 'bodyPosition')
        return positionName(value, t) ?? number(value, 0);
      return number(value, fractionDigits);
    },
    reading(track, [low, high]) {
      const { mapping } = track;
      if (signalKindOf(track.channel) === 'bodyPosition' && low === high)
        return positionName(low, t) ?? number(low, 0);
      const digits = readingDigits(track);
      const [from, to] = [displayValue(low, mapping), displayValue(high, mapping)];
      const text =
        number(from, digits) === number(to, digits)
          ? number(from, digits)
          : `${number(from, digits)}–${number(to, digits)}`;
      return mapping.unit ? `${text} ${mapping.unit}` : text;
    },
  };
}

/**
 * A channel's name in the user's language: the recorded signals the API names (air flow,
 * SpO₂, temperature…) by their translated name; ECG leads, other signals of a file and channels
 * whose signal the API did not name keep the label they were recorded with.
 */
export function translatedChannel(channel: SignalChannel, t: SignalsTranslate): SignalChannel {
  const kind = channel.signal;
  if (kind === undefined || kind === 'ecg' || kind === 'other') return channel;
  return { ...channel, label: t(`channel.${kind}`) };
}
