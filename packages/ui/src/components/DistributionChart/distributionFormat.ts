import type { DurationUnits } from '../../format/duration';
import { formatDuration } from '../../format/duration';
import type { DistributionBin } from './distributionLayout';

/**
 * What a distribution is of (clinical-domain §3 Statistics): oxygen saturation in % SpO2, or heart
 * rate in beats per minute.
 */
export type DistributionQuantity = 'saturation' | 'heartRate';

/** The translated words a distribution's labels need. */
export interface DistributionLabelWords {
  /** The heart-rate unit, e.g. 'bpm' or 'ud./min'. */
  beatsPerMinute: string;
  /** Unit labels of a formatted duration. */
  duration: DurationUnits;
}

/**
 * A bin's range with its unit in the locale's style, e.g. '90% – 95%' for saturation (CLDR's
 * percent unit) or '60–70 bpm' for heart rate.
 */
export function formatBinRange(
  bin: Pick<DistributionBin, 'from' | 'to'>,
  quantity: DistributionQuantity,
  locale: string,
  words: Pick<DistributionLabelWords, 'beatsPerMinute'>,
): string {
  if (quantity === 'saturation')
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: 'percent',
      maximumFractionDigits: 1,
    }).formatRange(bin.from, bin.to);
  const range = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).formatRange(
    bin.from,
    bin.to,
  );
  return `${range} ${words.beatsPerMinute}`;
}

/** A number on the quantity axis, in the locale's digits, e.g. '100' or '92,5'. */
export function formatQuantityTick(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
}

/** A share of the total time (0 to 1) as a percentage with at most one decimal, e.g. '12.5%'. */
export function formatShare(share: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    share,
  );
}

/** A bin's time as `hh h mm min ss s` (platform-core §2) with the translated unit labels. */
export function formatBinTime(seconds: number, units: DurationUnits): string {
  return formatDuration(seconds * 1000, units);
}
