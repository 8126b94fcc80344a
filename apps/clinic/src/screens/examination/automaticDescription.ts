import type { TFunction } from 'i18next';
import { isAhiEvent } from './eventStatistics';
import type { EventFigures } from './eventStatistics';

/**
 * Sleep apnea severity by the AHI (AASM, International Classification of Sleep Disorders, 3rd
 * edition, 2014): under 5 per hour none, 5 to under 15 mild, 15 to under 30 moderate, 30 and
 * more severe.
 */
export function apneaSeverity(ahi: number): 'none' | 'mild' | 'moderate' | 'severe' {
  if (ahi < 5) return 'none';
  if (ahi < 15) return 'mild';
  if (ahi < 30) return 'moderate';
  return 'severe';
}

/** Cardiac findings a Holter description names, by their event types. */
const CARDIAC_FINDINGS = [
  ['SUPRAVENTRICULAR_ECTOPIC', 'sveb'],
  ['VENTRICULAR_ECTOPIC', 'veb'],
  ['ATRIAL_FIBRILLATION', 'af'],
  ['PAUSE', 'pauses'],
  ['VENTRICULAR_TACHYCARDIA', 'vt'],
] as const;

/**
 * The automatic report description (clinical-domain §4 "Report description"): what the events as
 * they stand say, in the user's language. A sleep study states its AHI with the AASM severity,
 * its ODI, and when most apneas are central; a Holter its ectopic beats, atrial fibrillation,
 * pauses and ventricular tachycardia; any other examination its event count.
 */
export function automaticDescription(
  t: TFunction,
  figures: EventFigures,
  language: string,
): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const countOf = (wanted: (type: string) => boolean) =>
    figures.byType.reduce((sum, entry) => sum + (wanted(entry.type) ? entry.count : 0), 0);
  const parts: string[] = [];
  if (figures.ahi !== null) {
    parts.push(
      t('examination.report.automatic.ahi', {
        ahi: number.format(figures.ahi),
        severity: t(`examination.report.automatic.severity.${apneaSeverity(figures.ahi)}`),
      }),
    );
    if (figures.odi !== null) {
      parts.push(t('examination.report.automatic.odi', { odi: number.format(figures.odi) }));
    }
    const apneas = countOf((type) => isAhiEvent(type) && type !== 'HYPOPNEA');
    if (apneas > 0 && countOf((type) => type === 'APNEA_CENTRAL') * 2 > apneas) {
      parts.push(t('examination.report.automatic.centralPredominant'));
    }
  }
  const cardiac = CARDIAC_FINDINGS.map(
    ([type, key]) => [key, countOf((of) => of === type)] as const,
  );
  if (figures.byType.some((entry) => CARDIAC_FINDINGS.some(([type]) => type === entry.type))) {
    parts.push(
      t(
        'examination.report.automatic.cardiac',
        Object.fromEntries(cardiac) as Record<string, number>,
      ),
    );
  }
  if (parts.length === 0) {
    parts.push(
      t('examination.report.automatic.events', {
        count: countOf(() => true),
        hours: number.format(figures.hours),
      }),
    );
  }
  return parts.join(' ');
}
