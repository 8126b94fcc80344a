import { apneaSeverity } from '@telemed/domain';
import type { DescriptionFindings } from '@telemed/domain';
import type { EventFigures } from './eventFigures';
import { AHI_EVENT_TYPES } from './respiratoryStatistics';

/** The apneas of a sleep study: the events the AHI counts but hypopneas. */
const APNEA_TYPES: readonly string[] = AHI_EVENT_TYPES.filter((type) => type !== 'HYPOPNEA');

/** The cardiac findings a Holter description names, by their event types. */
const CARDIAC_TYPES = {
  supraventricularEctopic: 'SUPRAVENTRICULAR_ECTOPIC',
  ventricularEctopic: 'VENTRICULAR_ECTOPIC',
  atrialFibrillation: 'ATRIAL_FIBRILLATION',
  pauses: 'PAUSE',
  ventricularTachycardia: 'VENTRICULAR_TACHYCARDIA',
} as const;

/** The ectopic beats of an analysed ECG, by the class of each stored beat. */
export interface EctopicBeatCounts {
  supraventricularBeats: number;
  ventricularBeats: number;
}

/**
 * The findings of the automatic report description (clinical-domain §4 "Report description"):
 * a sleep study's AHI with the AASM severity, its ODI, and when more than half of its apneas are
 * central (central sleep apnea predominates); a Holter's ectopic beats, atrial fibrillation,
 * pauses and ventricular tachycardia; for any other examination its event count. The server
 * states them in the report and the statistics.
 * @param beats the ectopic beats of an analysed ECG: when given, they are the SVEB and VEB counts,
 * as in the report's Holter section (a relabelled beat changes its class, not the events the
 * analysis wrote), so the description and the Holter figures never disagree
 */
export function descriptionFindings(
  figures: EventFigures,
  beats: EctopicBeatCounts | null = null,
): DescriptionFindings {
  const countOf = (types: readonly string[]) =>
    figures.byType.reduce((sum, entry) => sum + (types.includes(entry.type) ? entry.count : 0), 0);
  const apneas = countOf(APNEA_TYPES);
  const cardiacTypes: readonly string[] = Object.values(CARDIAC_TYPES);
  return {
    sleep:
      figures.ahi === null
        ? null
        : {
            ahi: figures.ahi,
            severity: apneaSeverity(figures.ahi),
            odi: figures.odi,
            centralPredominant: apneas > 0 && countOf(['APNEA_CENTRAL']) * 2 > apneas,
          },
    cardiac:
      beats !== null || figures.byType.some((entry) => cardiacTypes.includes(entry.type))
        ? {
            supraventricularEctopic:
              beats?.supraventricularBeats ?? countOf([CARDIAC_TYPES.supraventricularEctopic]),
            ventricularEctopic:
              beats?.ventricularBeats ?? countOf([CARDIAC_TYPES.ventricularEctopic]),
            atrialFibrillation: countOf([CARDIAC_TYPES.atrialFibrillation]),
            pauses: countOf([CARDIAC_TYPES.pauses]),
            ventricularTachycardia: countOf([CARDIAC_TYPES.ventricularTachycardia]),
          }
        : null,
    eventCount: figures.byType.reduce((sum, entry) => sum + entry.count, 0),
    countedHours: figures.countedSeconds / 3600,
  };
}
