import { z } from 'zod';
import { DistributionBinSchema } from './examination';
import {
  DescriptionFindingsSchema,
  ReportEventTypeSchema,
  RespiratoryReportSchema,
} from './examinationReport';

const count = z.number().int().nonnegative();
const nullableNumber = z.number().nullable();

/**
 * GET .../statistics: every figure of the examination (clinical-domain §3 "Statistics"),
 * computed once by the server from the events, beats and samples as they stand — the same
 * figures the report prints — so the tabs, the report page and the description agree.
 */
export const ExaminationStatisticsSchema = z.object({
  examinationStatistics: z.object({
    /**
     * Recorded time in milliseconds: the recording's span (the examination's own span while it
     * has no recording).
     */
    duration: z.number().int(),
    /**
     * The examination's planned span in milliseconds (its end minus its start), which may differ
     * from what was recorded: a 72 h Holter examination may hold a 24 h recording.
     */
    plannedDuration: z.number().int(),
    /**
     * Analysed time in milliseconds, never more than the recorded time (`analysedSeconds` of
     * @telemed/analysis): a polygraphy's recording less wake and unusable signal, else the
     * stored analysed time; null until analysed.
     */
    analyzedDuration: z.number().int().nullable(),
    /** Analysed share of the recording in percent; null until analysed. */
    analyzedPercent: z.number().nullable(),
    eventCount: z.number().int(),
    /** Events per hour of analysed (else recorded) time; null for no time at all. */
    eventsPerHour: z.number().nullable(),
    /** Intake measurements taken (stress test: first, second, third). */
    measurementCount: z.number().int(),
    /** The events by type with their rates per analysed hour, as the report lists them. */
    eventTypes: z.array(ReportEventTypeSchema),
    /** What the automatic description states (a sleep study's AHI and ODI among it). */
    automaticDescription: DescriptionFindingsSchema,
    /** A polygraphy's respiratory statistics (apnea table, body positions); null otherwise. */
    respiratory: RespiratoryReportSchema.nullable(),
    /**
     * An analysed ECG's beats by class, ectopic beats per analysed hour and the mean heart rate
     * (of the one-minute NN rates, as the Holter report's); null without beats.
     */
    ectopy: z
      .object({
        totalBeats: count,
        normalBeats: count,
        otherBeats: count,
        supraventricularBeats: count,
        ventricularBeats: count,
        supraventricularPerHour: nullableNumber,
        ventricularPerHour: nullableNumber,
        averageHeartRate: nullableNumber,
      })
      .nullable(),
    /**
     * A COVID monitoring's coughs as its report counts them (single coughs, of which a COUGH
     * event holds a bout) and per hour of usable microphone signal; null otherwise.
     */
    coughs: z.object({ coughCount: count, coughsPerHour: nullableNumber }).nullable(),
    /**
     * Time at each SpO2 level (5 % bins over 50-100 %) from every valid sample of the
     * recording's SpO2 channel; null without one.
     */
    saturationDistribution: z.array(DistributionBinSchema).nullable(),
    /**
     * Time at each heart rate (10/min bins over 0-200): from the NN intervals of an analysed
     * ECG's beats, else from every sample of the pulse channel; null without either.
     */
    heartRateDistribution: z.array(DistributionBinSchema).nullable(),
  }),
});

export type ExaminationStatistics = z.infer<typeof ExaminationStatisticsSchema>;
