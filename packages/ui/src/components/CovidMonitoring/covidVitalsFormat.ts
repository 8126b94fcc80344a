import type { UnitSettings } from '../../format/units';
import { formatMeasurement } from '../../format/units';

/** The vitals of COVID home monitoring as the card shows them. */
export type CovidVital = 'spo2' | 'pulse' | 'respirationRate' | 'temperature';

/** The vitals in the card's order: saturation first, the sign that decides (clinical-domain §1). */
export const COVID_VITALS: readonly CovidVital[] = [
  'spo2',
  'pulse',
  'respirationRate',
  'temperature',
];

/** Units of the rates, translated by the caller. */
export interface CovidVitalUnits {
  perMinute: string;
  beatsPerMinute: string;
}

/**
 * One vital in the reader's locale and units, at most one decimal: SpO2 in %, pulse in bpm,
 * respiration per minute, temperature in °C or °F; `–` for no reading.
 *
 * @example formatCovidVital('spo2', 94.26, 'en-GB', units, rates) // '94.3%'
 */
export function formatCovidVital(
  vital: CovidVital,
  value: number | null,
  locale: string,
  units: UnitSettings,
  rates: CovidVitalUnits,
): string {
  if (value === null) return '–';
  if (vital === 'temperature') return formatMeasurement('temperature', value, units, locale);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (vital === 'spo2')
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(
      value / 100,
    );
  if (vital === 'pulse') return `${number.format(value)} ${rates.beatsPerMinute}`;
  return `${number.format(value)} ${rates.perMinute}`;
}
