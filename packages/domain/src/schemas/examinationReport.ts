import { z } from 'zod';
import { APNEA_SEVERITIES } from '../rules/apneaSeverity';
import { ExaminationEventSchema } from './events';
import { DistributionBinSchema, ExaminationSchema, IsoDateTimeSchema } from './examination';

/**
 * The examination report (platform-core §7 `GET teams/{teamId}/members/{memberId}/examinations/
 * {examinationId}/report`, clinical-domain §2 "PDF report (full, Holter ECG, COVID, HRV)"): what
 * a clinic prints or saves as PDF, computed on request from the events, beats and samples as they
 * stand, so it always shows the physician's last edit.
 */

/** Most events the report lists one by one; the rest are counted (a page holds about 40). */
export const REPORT_EVENTS_MAX = 1000;

const count = z.number().int().nonnegative();
const nullableNumber = z.number().nullable();

/** Events of one type over the recording. */
export const ReportEventTypeSchema = z.object({
  type: z.string(),
  count,
  /** Per hour of analysed (else recorded) time; null without time. */
  perHour: nullableNumber,
  /** Time covered by the type's events, overlaps counted once, seconds. */
  totalSeconds: z.number().nonnegative(),
});

export type ReportEventType = z.infer<typeof ReportEventTypeSchema>;

/**
 * What the automatic report description states (clinical-domain §4 "Report description"), as the
 * server found it in the events (`descriptionFindings` of @telemed/analysis); the clinic puts it
 * into the reader's language.
 */
export const DescriptionFindingsSchema = z.object({
  /** A polygraphy's AHI with the AASM severity, its ODI, and whether most apneas are central. */
  sleep: z
    .object({
      ahi: z.number(),
      severity: z.enum(APNEA_SEVERITIES),
      odi: nullableNumber,
      centralPredominant: z.boolean(),
    })
    .nullable(),
  /** A Holter's ectopic beats, atrial fibrillation, pauses and ventricular tachycardia. */
  cardiac: z
    .object({
      supraventricularEctopic: count,
      ventricularEctopic: count,
      atrialFibrillation: count,
      pauses: count,
      ventricularTachycardia: count,
    })
    .nullable(),
  /** Every event and the hours they were counted over. */
  eventCount: count,
  countedHours: z.number().nonnegative(),
});

export type DescriptionFindings = z.infer<typeof DescriptionFindingsSchema>;

/** The respiratory statistics of clinical-domain §3 (sleep and respiratory examinations). */
export const RespiratoryReportSchema = z.object({
  analysedSeconds: z.number().nonnegative(),
  ahi: nullableNumber,
  odi3: nullableNumber,
  odi4: nullableNumber,
  /** Apneas per type (APNEA_OBSTRUCTIVE, APNEA_CENTRAL, APNEA_MIXED, APNEA_NOT_CLASSIFIED). */
  apneaCounts: z.record(z.string(), count),
  hypopneaCount: count,
  averageApneaSeconds: nullableNumber,
  longestApneaSeconds: nullableNumber,
  /**
   * The apnea table: each AHI type (apneas by kind, hypopneas), then `total`, whose rate is the
   * AHI; the events that start in analysed time.
   */
  apneaTable: z.array(
    z.object({
      type: z.string(),
      count,
      perHour: nullableNumber,
      meanSeconds: nullableNumber,
      longestSeconds: nullableNumber,
    }),
  ),
  desaturationCount: count,
  /** Mean drop of the desaturations, percentage points. */
  averageDesaturation: nullableNumber,
  /** Null without an SpO2 channel. */
  saturation: z
    .object({
      validSeconds: z.number().nonnegative(),
      averageSaturation: nullableNumber,
      minimumSaturation: nullableNumber,
      t90Seconds: z.number().nonnegative(),
      t90Percent: nullableNumber,
    })
    .nullable(),
  /** Saturation change index (WZS). */
  saturationChangeIndex: nullableNumber,
  snore: z.object({
    snoreCount: count,
    snoreIndex: nullableNumber,
    snoreSeconds: z.number().nonnegative(),
    snorePercent: nullableNumber,
    snoreScore: nullableNumber,
  }),
  /** Time and AHI per body position; empty without a position channel. */
  positions: z.array(
    z.object({
      position: z.string(),
      seconds: z.number().nonnegative(),
      percent: nullableNumber,
      eventCount: count,
      ahi: nullableNumber,
    }),
  ),
});

export type RespiratoryReport = z.infer<typeof RespiratoryReportSchema>;

/** Episodes of one rhythm: how many, their total and longest length in seconds. */
const EpisodesSchema = z.object({
  count,
  totalSeconds: z.number().nonnegative(),
  longestSeconds: nullableNumber,
});

/**
 * One hour of a Holter's hourly table, as full-disclosure Holter reports tabulate it: beats by
 * class and the lowest, mean and highest one-minute heart rate of the hour (null for an hour
 * without a measured minute). Hours count from the recording's start.
 */
export const HolterHourSchema = z.object({
  startDate: IsoDateTimeSchema,
  beats: count,
  supraventricularBeats: count,
  ventricularBeats: count,
  minimumHeartRate: nullableNumber,
  averageHeartRate: nullableNumber,
  maximumHeartRate: nullableNumber,
});

export type HolterHour = z.infer<typeof HolterHourSchema>;

/**
 * The Holter report of platform-core §3 (reportId, startDate, endDate, totalBeats, normalBeats,
 * otherBeats, eventsCount, activityTime, averageHeartRate, pulseData, pulseTimestamps,
 * activityData, activityTimestamps) with the Holter statistics of clinical-domain §3 it rests
 * on. Timestamps are epoch milliseconds, one per minute; activity time is milliseconds.
 */
export const HolterReportSchema = z.object({
  reportId: z.uuid(),
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
  totalBeats: count,
  normalBeats: count,
  otherBeats: count,
  eventsCount: count,
  activityTime: z.number().nonnegative(),
  averageHeartRate: nullableNumber,
  pulseData: z.array(z.number()),
  pulseTimestamps: z.array(z.number()),
  activityData: z.array(z.number()),
  activityTimestamps: z.array(z.number()),
  /**
   * False when the recording carries no activity (no accelerometer channel): activityTime and
   * activityData are then zeros that measured nothing, not a patient at rest all day.
   */
  activityRecorded: z.boolean(),
  supraventricularBeats: count,
  ventricularBeats: count,
  fusionBeats: count,
  unclassifiedBeats: count,
  supraventricularPerHour: nullableNumber,
  ventricularPerHour: nullableNumber,
  /** One-minute heart rates: mean, lowest and highest with when they occurred. */
  heartRate: z
    .object({
      average: z.number(),
      minimum: z.number(),
      minimumAt: IsoDateTimeSchema,
      maximum: z.number(),
      maximumAt: IsoDateTimeSchema,
      secondsBelowBradycardia: z.number().nonnegative(),
      secondsAboveTachycardia: z.number().nonnegative(),
    })
    .nullable(),
  atrialFibrillation: EpisodesSchema,
  bradycardia: EpisodesSchema,
  tachycardia: EpisodesSchema,
  pauses: EpisodesSchema,
  /** Deceleration capacity, ms. */
  decelerationCapacity: nullableNumber,
  hours: z.array(HolterHourSchema),
});

export type HolterReport = z.infer<typeof HolterReportSchema>;

/** Lowest, mean and highest of a vital sign; null without usable readings. */
const VitalRangeSchema = z
  .object({ minimum: z.number(), mean: z.number(), maximum: z.number() })
  .nullable();

/** The four vital signs of COVID home monitoring (temperature in °C, rates per minute, SpO2 %). */
const VitalRangesSchema = z.object({
  pulse: VitalRangeSchema,
  spo2: VitalRangeSchema,
  respirationRate: VitalRangeSchema,
  temperature: VitalRangeSchema,
});

/**
 * The COVID home-monitoring report (clinical-domain §2 "PDF report … COVID", §9 "COVID samples:
 * 15 minutes and night"): the vitals over the whole monitoring, day by day from the 15-minute
 * samples, and the resting values of each night (00:00–06:00), with the coughs. Days and nights
 * are local dates of the caller's `Timezone-Offset` header, as for the COVID analysis.
 */
export const CovidReportSchema = z.object({
  /** Seconds of usable pulse-oximeter signal. */
  analysedSeconds: z.number().nonnegative(),
  coughCount: count,
  coughsPerHour: nullableNumber,
  vitals: VitalRangesSchema,
  days: z.array(
    VitalRangesSchema.extend({
      /** The local date, YYYY-MM-DD. */
      date: z.string(),
      /** 15-minute samples that day (96 for a whole day of usable signal). */
      samples: count,
      coughs: count,
    }),
  ),
  nights: z.array(
    z.object({
      date: z.string(),
      pulse: nullableNumber,
      spo2: nullableNumber,
      respirationRate: nullableNumber,
      temperature: nullableNumber,
      coughs: count,
    }),
  ),
});

export type CovidReport = z.infer<typeof CovidReportSchema>;

/** GET .../report. */
export const ExaminationReportSchema = z.object({
  report: z.object({
    /**
     * Names this content: the same events, beats and text give the same id, any edit a new one,
     * so a printed report can be matched with what the examination held.
     */
    reportId: z.uuid(),
    generatedAt: IsoDateTimeSchema,
    examination: ExaminationSchema,
    /** The recording's span; null for an examination without one. */
    recording: z.object({ startDate: IsoDateTimeSchema, endDate: IsoDateTimeSchema }).nullable(),
    /**
     * Recorded time (the recording's span), the examination's planned span and the analysed time
     * (never more than recorded; null until analysed), ms: GET .../statistics's figures.
     */
    duration: z.number().int().nonnegative(),
    plannedDuration: z.number().int().nonnegative(),
    analyzedDuration: z.number().int().nonnegative().nullable(),
    eventCount: count,
    eventTypes: z.array(ReportEventTypeSchema),
    /** What the automatic description states while the examination has no text of its own. */
    automaticDescription: DescriptionFindingsSchema,
    /**
     * The events marked `showInReport`, in time order, but single ectopic beats (counted in the
     * Holter section): at most {@link REPORT_EVENTS_MAX}.
     */
    events: z.array(ExaminationEventSchema),
    /** How many events are marked for the report in all. */
    reportedEventCount: count,
    respiratory: RespiratoryReportSchema.nullable(),
    holter: HolterReportSchema.nullable(),
    /** COVID home monitoring: null for other recordings, or when too little signal to analyse. */
    covid: CovidReportSchema.nullable(),
    saturationDistribution: z.array(DistributionBinSchema).nullable(),
    heartRateDistribution: z.array(DistributionBinSchema).nullable(),
  }),
});

export type ExaminationReport = z.infer<typeof ExaminationReportSchema>;

/** Time-domain HRV (Task Force 1996), ms unless stated; null where the data cannot define it. */
export const HrvTimeDomainSchema = z.object({
  nnCount: count,
  meanNn: nullableNumber,
  sdnn: nullableNumber,
  sdann: nullableNumber,
  sdnnIndex: nullableNumber,
  rmssd: nullableNumber,
  nn50: count,
  /** % */
  pnn50: nullableNumber,
  /** Dimensionless. */
  triangularIndex: nullableNumber,
  tinn: nullableNumber,
});

/** Frequency-domain HRV: powers in ms², normalised units in %. */
export const HrvFrequencyDomainSchema = z.object({
  vlf: z.number(),
  lf: z.number(),
  hf: z.number(),
  totalPower: z.number(),
  lfHfRatio: nullableNumber,
  lfNu: nullableNumber,
  hfNu: nullableNumber,
  /** The averaged power spectrum up to 0.5 Hz: frequencies in Hz, density in ms²/Hz. */
  spectrum: z.object({ frequencies: z.array(z.number()), density: z.array(z.number()) }),
});

/** GET .../hrvreport: heart rate variability of the analysed ECG's NN intervals. */
export const HrvReportSchema = z.object({
  report: z.object({
    reportId: z.uuid(),
    generatedAt: IsoDateTimeSchema,
    examination: ExaminationSchema,
    startDate: IsoDateTimeSchema,
    endDate: IsoDateTimeSchema,
    /** RR intervals of the recording and NN intervals kept (ectopic-adjacent ones left out). */
    rrCount: count,
    nnCount: count,
    /** nnCount / rrCount; null without RR intervals. */
    nnRatio: nullableNumber,
    timeDomain: HrvTimeDomainSchema,
    /** Null when the NN series spans under 2 minutes. */
    frequencyDomain: HrvFrequencyDomainSchema.nullable(),
    /** Time at each heart rate from the NN intervals. */
    heartRateDistribution: z.array(DistributionBinSchema),
  }),
});

export type HrvReport = z.infer<typeof HrvReportSchema>;
