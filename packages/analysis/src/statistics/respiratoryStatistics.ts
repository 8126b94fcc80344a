import type { EventType } from '@telemed/domain';
import type { DetectedEvent } from '../events/detectedEvent';
import type { BodyPositionStatistics, PositionInterval } from './bodyPositionStatistics';
import { bodyPositionStatistics } from './bodyPositionStatistics';
import { analysedIntervals, NOT_ANALYSED_EVENT_TYPES } from './analysedTime';
import type { DesaturationEvent } from './desaturationDrop';
import { desaturationDrop } from './desaturationDrop';
import { eventsPerHour } from './eventsPerHour';
import { saturationChangeIndex } from './saturationChangeIndex';
import type { SaturationSummary } from './saturationSummary';
import { saturationSummary } from './saturationSummary';
import type { SnoreStatistics } from './snoreStatistics';
import { snoreStatistics } from './snoreStatistics';
import { createIntervalCursor, totalSeconds } from './timeIntervals';
import type { UniformSamples } from './uniformSamples';

/** The apnea types of clinical-domain §3. */
export const APNEA_EVENT_TYPES = [
  'APNEA_CENTRAL',
  'APNEA_MIXED',
  'APNEA_OBSTRUCTIVE',
  'APNEA_NOT_CLASSIFIED',
  'APNEA_WAKE',
] as const satisfies readonly EventType[];
export type ApneaEventType = (typeof APNEA_EVENT_TYPES)[number];

/**
 * Events the AHI counts: apneas and hypopneas during sleep (AASM Scoring Manual 2.6). An apnea
 * scored during wake (APNEA_WAKE) is not a sleep event and is left out. In the order apnea
 * tables list them: obstructive (the most common) first, hypopneas last.
 */
export const AHI_EVENT_TYPES = [
  'APNEA_OBSTRUCTIVE',
  'APNEA_CENTRAL',
  'APNEA_MIXED',
  'APNEA_NOT_CLASSIFIED',
  'HYPOPNEA',
] as const satisfies readonly EventType[];

/** AASM Scoring Manual 2.6: desaturations of ≥ 3 % (recommended) and ≥ 4 % (acceptable) for ODI. */
export const ODI_DROP_THRESHOLDS = { odi3: 3, odi4: 4 } as const;

/** Input of {@link respiratoryStatistics}. */
export interface RespiratoryStatisticsInput {
  /** Events of the recording; desaturations may carry `dropPercent` (see DesaturationEvent). */
  events: readonly (DetectedEvent | DesaturationEvent)[];
  /** Length of the recording in seconds. */
  durationSeconds: number;
  /** The SpO2 channel, for saturation statistics, SCI and drops not carried by the events. */
  spo2?: UniformSamples;
  /** The body position timeline, for the per-position breakdown. */
  positions?: readonly PositionInterval[];
  /** Event types whose time is not analysed (default {@link NOT_ANALYSED_EVENT_TYPES}). */
  notAnalysedTypes?: readonly EventType[];
}

/** One row of the apnea table: the events of an AHI type (or all of them) in analysed time. */
export interface ApneaTableRow {
  type: (typeof AHI_EVENT_TYPES)[number] | 'total';
  count: number;
  /** Per hour of analysed time; null without analysed time. */
  perHour: number | null;
  /** Mean and longest duration in seconds; null without events. */
  meanSeconds: number | null;
  longestSeconds: number | null;
}

/** The respiratory statistics of clinical-domain §3; indices are per hour of analysed time. */
export interface RespiratoryStatistics {
  analysedSeconds: number;
  /** (Apneas + hypopneas) per hour of analysed time. */
  ahi: number | null;
  /** Desaturations of ≥ 3 percentage points per hour. */
  odi3: number | null;
  /** Desaturations of ≥ 4 percentage points per hour. */
  odi4: number | null;
  apneaCounts: Record<ApneaEventType, number>;
  hypopneaCount: number;
  /** Mean and longest duration of the apneas (every apnea type), in seconds. */
  averageApneaSeconds: number | null;
  longestApneaSeconds: number | null;
  /**
   * The apnea table of the examination view: each AHI type, then their total, whose rate is
   * the AHI.
   */
  apneaTable: ApneaTableRow[];
  desaturationCount: number;
  /** Mean drop of the desaturations whose drop is known, in percentage points. */
  averageDesaturation: number | null;
  /** Null without an SpO2 channel. */
  saturation: SaturationSummary | null;
  /** Saturation change index (WZS): the 12-second delta index, see saturationChangeIndex. */
  saturationChangeIndex: number | null;
  snore: SnoreStatistics;
  /** Empty without a position timeline. */
  positions: BodyPositionStatistics[];
}

const isDesaturation = (event: DetectedEvent): event is DesaturationEvent =>
  event.type === 'DESATURATION';

/** The rows of the apnea table from the events that count (those starting in analysed time). */
function apneaTable(
  counted: readonly DetectedEvent[],
  perHour: (count: number) => number | null,
): ApneaTableRow[] {
  const rowOf = (type: ApneaTableRow['type'], events: readonly DetectedEvent[]): ApneaTableRow => {
    const seconds = events.map((event) => event.endSeconds - event.startSeconds);
    return {
      type,
      count: events.length,
      perHour: perHour(events.length),
      meanSeconds: seconds.length
        ? seconds.reduce((sum, value) => sum + value, 0) / seconds.length
        : null,
      longestSeconds: seconds.length ? Math.max(...seconds) : null,
    };
  };
  const ahiTypes: readonly string[] = AHI_EVENT_TYPES;
  const ahiEvents = counted.filter((event) => ahiTypes.includes(event.type));
  return [
    ...AHI_EVENT_TYPES.map((type) =>
      rowOf(
        type,
        ahiEvents.filter((event) => event.type === type),
      ),
    ),
    rowOf('total', ahiEvents),
  ];
}

/**
 * Respiratory statistics of a sleep study from its events and samples. Analysed time is the
 * recording less NOT_FOR_ANALYSIS, SENSOR_NOT_FITTED and WAKE (see analysedIntervals); an event
 * counts when it starts in analysed time, and sample statistics use analysed samples only.
 */
export function respiratoryStatistics(input: RespiratoryStatisticsInput): RespiratoryStatistics {
  const { spo2, positions } = input;
  const analysed = analysedIntervals(
    input.events,
    input.durationSeconds,
    input.notAnalysedTypes ?? NOT_ANALYSED_EVENT_TYPES,
  );
  const analysedSeconds = totalSeconds(analysed);
  const perHour = (count: number) => eventsPerHour(count, analysedSeconds * 1000);
  const inAnalysedTime = createIntervalCursor(analysed);
  const counted = [...input.events]
    .sort((a, b) => a.startSeconds - b.startSeconds)
    .filter((event) => inAnalysedTime(event.startSeconds));

  const apneaTypes = new Set<EventType>(APNEA_EVENT_TYPES);
  const ahiTypes = new Set<EventType>(AHI_EVENT_TYPES);
  const apneaCounts = Object.fromEntries(APNEA_EVENT_TYPES.map((type) => [type, 0])) as Record<
    ApneaEventType,
    number
  >;
  let apneaSeconds = 0;
  let longestApnea = 0;
  let apneaCount = 0;
  let hypopneaCount = 0;
  const ahiEventStarts: number[] = [];
  const drops: number[] = [];
  let desaturationCount = 0;
  for (const event of counted) {
    if (ahiTypes.has(event.type)) ahiEventStarts.push(event.startSeconds);
    if (event.type === 'HYPOPNEA') hypopneaCount += 1;
    if (apneaTypes.has(event.type)) {
      apneaCounts[event.type as ApneaEventType] += 1;
      const seconds = event.endSeconds - event.startSeconds;
      apneaSeconds += seconds;
      longestApnea = Math.max(longestApnea, seconds);
      apneaCount += 1;
    }
    if (isDesaturation(event)) {
      desaturationCount += 1;
      const drop = desaturationDrop(event, spo2);
      if (drop !== null) drops.push(drop);
    }
  }
  return {
    analysedSeconds,
    ahi: perHour(ahiEventStarts.length),
    odi3: perHour(drops.filter((drop) => drop >= ODI_DROP_THRESHOLDS.odi3).length),
    odi4: perHour(drops.filter((drop) => drop >= ODI_DROP_THRESHOLDS.odi4).length),
    apneaCounts,
    hypopneaCount,
    averageApneaSeconds: apneaCount ? apneaSeconds / apneaCount : null,
    longestApneaSeconds: apneaCount ? longestApnea : null,
    apneaTable: apneaTable(counted, perHour),
    desaturationCount,
    averageDesaturation: drops.length
      ? drops.reduce((sum, drop) => sum + drop, 0) / drops.length
      : null,
    saturation: spo2 ? saturationSummary(spo2, analysed) : null,
    saturationChangeIndex: spo2 ? saturationChangeIndex(spo2, analysed) : null,
    snore: snoreStatistics(input.events, analysed),
    positions: positions ? bodyPositionStatistics(positions, analysed, ahiEventStarts) : [],
  };
}
