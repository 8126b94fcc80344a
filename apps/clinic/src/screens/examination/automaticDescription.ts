import type { DescriptionFindings } from '@telemed/domain';
import type { TFunction } from 'i18next';

/**
 * The automatic report description (clinical-domain §4 "Report description") in the user's
 * language: the findings of @telemed/analysis `descriptionFindings` (the server's in the report,
 * recomputed on the examination page as events are scored) put into words. A sleep study states
 * its AHI with the AASM severity, its ODI, and when most apneas are central; a Holter its ectopic
 * beats, atrial fibrillation, pauses and ventricular tachycardia; any other examination its
 * event count.
 */
export function automaticDescription(
  t: TFunction,
  findings: DescriptionFindings,
  language: string,
): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const parts: string[] = [];
  const { sleep, cardiac } = findings;
  if (sleep) {
    parts.push(
      t('examination.report.automatic.ahi', {
        ahi: number.format(sleep.ahi),
        severity: t(`examination.report.automatic.severity.${sleep.severity}`),
      }),
    );
    if (sleep.odi !== null) {
      parts.push(t('examination.report.automatic.odi', { odi: number.format(sleep.odi) }));
    }
    if (sleep.centralPredominant) parts.push(t('examination.report.automatic.centralPredominant'));
  }
  if (cardiac) {
    parts.push(
      t('examination.report.automatic.cardiac', {
        sveb: cardiac.supraventricularEctopic,
        veb: cardiac.ventricularEctopic,
        af: cardiac.atrialFibrillation,
        pauses: cardiac.pauses,
        vt: cardiac.ventricularTachycardia,
      }),
    );
  }
  if (parts.length === 0) {
    parts.push(
      t('examination.report.automatic.events', {
        count: findings.eventCount,
        hours: number.format(findings.countedHours),
      }),
    );
  }
  return parts.join(' ');
}
