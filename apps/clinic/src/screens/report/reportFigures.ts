import type { ExaminationReport } from '@telemed/domain';
import type { EventFigures } from '../examination/eventStatistics';

/**
 * The report's figures as the automatic description takes them: rates per hour of the time
 * the server counted them over (a sleep study's time without wake and unusable signal, else the
 * analysed or recorded time), the AHI of the respiratory statistics, and the ODI as all
 * desaturations per hour, as the examination page counts it.
 */
export function reportEventFigures(report: ExaminationReport['report']): EventFigures {
  const hours = report.respiratory
    ? report.respiratory.analysedSeconds / 3600
    : (report.analyzedDuration ?? report.duration) / 3_600_000;
  const desaturations = report.eventTypes.find((row) => row.type === 'DESATURATION')?.count ?? 0;
  return {
    hours,
    ahi: report.respiratory?.ahi ?? null,
    odi: report.respiratory && hours > 0 ? desaturations / hours : null,
    byType: report.eventTypes.map(({ type, count, perHour }) => ({ type, count, perHour })),
  };
}
