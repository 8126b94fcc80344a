import { analyzeCovid, analyzePolygraphy, AnalysisRefusedError } from '@telemed/analysis';
import {
  generateCovidRecording,
  generatePolygraphy,
  generateSyntheticEcg,
  holterScenario,
  syntheticPolygraphySignals,
} from '@telemed/analysis/synthetic';
import type { DetectedEvent } from '@telemed/analysis';
import type { CovidSeverity, HolterPreset, PolygraphySeverity } from '@telemed/analysis/synthetic';
import { detectedEventOrigin } from '@telemed/domain';
import type { ExaminationType } from '@telemed/domain';
import type { EdfSignalInput, EdfWriteInput } from '@telemed/formats';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { examinations } from '../db/schema';
import type { DemoEvent, DemoExaminationInput } from '../services/demoRecordingSource';
import type { RecordingsService } from '../services/recordingsService';

/**
 * A synthetic recording ready to be written as EDF, with the events its analysis detected. An
 * ECG's analysis is not part of it: it runs as a task once the recording is stored, as for any
 * recording (RecordingsService, EcgAnalysisService).
 */
export interface DemoRecordingPlan {
  fileName: string;
  edf: EdfWriteInput;
  events: DemoEvent[];
}

const HOUR = 3600;

/**
 * Longest demo recording per family. Holter analysis holds whole leads in memory (24 h of two
 * 250 Hz leads is 173 MB of float32), so ECG recordings stop at 24 h; a longer examination shows
 * "no data" after it. Polygraphy covers one night, COVID monitoring a week.
 */
const MAX_SECONDS = { ecg: 24 * HOUR, polygraphy: 12 * HOUR, covid: 7 * 24 * HOUR };

/** Shortest length the generators accept (polygraphy needs ten minutes, analysis more). */
const MIN_SECONDS = 15 * 60;

/** A 32-bit seed from the examination id (FNV-1a), so the same examination gets the same data. */
export function seedOfExamination(examinationId: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < examinationId.length; index += 1) {
    hash ^= examinationId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function pick<Item>(items: readonly Item[], seed: number): Item {
  return items[seed % items.length] as Item;
}

/** Physical range of a channel from its data, widened to whole units (a.u. channels). */
function dataRange(samples: ArrayLike<number>, margin = 0.05): { min: number; max: number } {
  let min = Infinity;
  let max = -Infinity;
  for (let index = 0; index < samples.length; index += 1) {
    const value = samples[index] as number;
    if (!Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  if (!Number.isFinite(min)) return { min: -1, max: 1 };
  const pad = Math.max((max - min) * margin, 1e-3);
  return { min: Math.floor(min - pad), max: Math.ceil(max + pad) };
}

function signal(
  label: string,
  unit: string,
  rate: number,
  recordSeconds: number,
  samples: ArrayLike<number>,
  range: { min: number; max: number } = dataRange(samples),
  step?: number,
): EdfSignalInput {
  return {
    label,
    physicalDimension: unit,
    physicalMin: range.min,
    physicalMax: range.max,
    // One digital unit per `step` of the unit: a device's reading (a rate of 24 /min) reads
    // back as itself, not 24.0006, so a reading on an alert limit stays on it.
    ...(step === undefined
      ? {}
      : { digitalMin: Math.round(range.min / step), digitalMax: Math.round(range.max / step) }),
    samplesPerRecord: Math.round(rate * recordSeconds),
    samples,
  };
}

function toDemoEvents(events: DetectedEvent[], labelOf: (signal: string) => string | null) {
  return events.map((event): DemoEvent => ({
    type: event.type,
    startSeconds: event.startSeconds,
    endSeconds: Math.max(event.startSeconds, event.endSeconds),
    description: event.description ?? null,
    origin: detectedEventOrigin(event.type),
    signalLabel: event.signal ? labelOf(event.signal) : null,
  }));
}

/** Analysis refusals (too little signal) leave a demo recording without events: null. */
function unlessRefused<Analysis>(run: () => Analysis): Analysis | null {
  try {
    return run();
  } catch (error) {
    if (error instanceof AnalysisRefusedError) return null;
    throw error;
  }
}

function calendarOf(instant: Date): EdfWriteInput['startDate'] {
  return {
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
    hour: instant.getUTCHours(),
    minute: instant.getUTCMinutes(),
    second: instant.getUTCSeconds(),
  };
}

function holterPresetOf(description: string, seed: number): HolterPreset {
  if (/fibrillation|\bAF\b/i.test(description)) return 'atrialFibrillation';
  if (/arrhythm|palpitation|bradycard|tachycard|ectop|syncope/i.test(description))
    return 'arrhythmic';
  return pick(['normal', 'arrhythmic', 'arrhythmic'] as const, seed);
}

/**
 * The severity of a demo sleep study: the one its description names (a referral for moderate
 * sleep apnoea gets a moderate night), else one picked by the seed.
 */
function polygraphySeverityOf(description: string, seed: number): PolygraphySeverity {
  const named = /\b(severe|moderate|mild)\b/i.exec(description)?.[1]?.toLowerCase();
  if (named === 'severe' || named === 'moderate' || named === 'mild') return named;
  return pick(['normal', 'mild', 'moderate', 'severe'] as const, seed);
}

function ecgPlan(input: DemoExaminationInput, seed: number, seconds: number): DemoRecordingPlan {
  const start = input.startDate;
  const startTimeOfDaySeconds =
    start.getUTCHours() * HOUR + start.getUTCMinutes() * 60 + start.getUTCSeconds();
  const ecg = generateSyntheticEcg(
    holterScenario(holterPresetOf(input.description, seed), {
      durationSeconds: seconds,
      seed,
      samplingRate: 250,
      leads: ['II', 'V5'],
      startTimeOfDaySeconds,
    }),
  );
  // ±10 mV holds any ECG with its baseline wander at a 0.3 µV step (16 bits).
  const range = { min: -10, max: 10 };
  return {
    fileName: 'holter-ecg.edf',
    edf: {
      startDate: calendarOf(start),
      recording: { equipment: 'Telemed synthetic Holter' },
      recordDurationSeconds: 1,
      signals: ecg.leads.map((lead, index) =>
        signal(`ECG ${lead}`, 'mV', ecg.samplingRate, 1, ecg.signals[index] ?? [], range),
      ),
    },
    events: [],
  };
}

function polygraphyPlan(
  input: DemoExaminationInput,
  seed: number,
  seconds: number,
): DemoRecordingPlan {
  const night = generatePolygraphy({
    seed,
    durationSeconds: seconds,
    severity: polygraphySeverityOf(input.description, seed),
  });
  const rates = night.samplingRates;
  const { channels } = night;
  const labels: Record<string, string> = {
    airFlow: 'Air flow',
    effort: 'Chest volume',
    spo2: 'SpO2',
    pulse: 'Pulse',
    snore: 'Snore',
    bodyPosition: 'Body position',
  };
  const analysis =
    unlessRefused(() => analyzePolygraphy(syntheticPolygraphySignals(night)).events) ?? [];
  return {
    fileName: 'polygraphy.edf',
    edf: {
      startDate: calendarOf(input.startDate),
      recording: { equipment: 'Telemed synthetic polygraph' },
      recordDurationSeconds: 1,
      signals: [
        signal('Air flow', 'a.u.', rates.airFlow, 1, channels.airFlow),
        signal('Chest volume', 'a.u.', rates.effort, 1, channels.effort),
        signal('SpO2', '%', rates.spo2, 1, channels.spo2, { min: 0, max: 100 }),
        signal('Pulse', 'bpm', rates.pulse, 1, channels.pulse, { min: 0, max: 250 }),
        signal('Snore', 'a.u.', rates.snore, 1, channels.snore),
        signal('Body position', '', rates.bodyPosition, 1, channels.bodyPosition, {
          min: 0,
          max: 4,
        }),
      ],
    },
    events: toDemoEvents(analysis, (name) => labels[name] ?? null),
  };
}

/** COVID readings are stored to 0.01 of their unit (finer than any of the devices reads). */
const COVID_READING_STEP = 0.01;

/** COVID channels as EDF signals: 60 s records hold the 1-per-minute temperature. */
const COVID_SIGNALS = {
  pulse: { label: 'Pulse', unit: 'bpm', range: { min: 0, max: 250 } },
  spo2: { label: 'SpO2', unit: '%', range: { min: 0, max: 100 } },
  respirationRate: { label: 'Respiration rate', unit: '/min', range: { min: 0, max: 80 } },
  temperature: { label: 'Temperature', unit: 'degC', range: { min: 25, max: 45 } },
  cough: { label: 'Cough', unit: 'dB', range: { min: 0, max: 140 } },
} as const;

function covidPlan(input: DemoExaminationInput, seed: number, seconds: number): DemoRecordingPlan {
  const severity = pick<CovidSeverity>(['well', 'mild', 'moderate', 'severe'], seed);
  const { recording } = generateCovidRecording({
    seed,
    durationSeconds: seconds,
    severity,
    startEpochMs: input.startDate.getTime(),
    utcOffsetMinutes: 60,
  });
  const recordSeconds = 60;
  const signals: EdfSignalInput[] = [];
  for (const [name, spec] of Object.entries(COVID_SIGNALS)) {
    const channel = recording.channels[name as keyof typeof COVID_SIGNALS];
    if (!channel) continue;
    signals.push(
      signal(
        spec.label,
        spec.unit,
        channel.samplingRate,
        recordSeconds,
        channel.samples,
        spec.range,
        COVID_READING_STEP,
      ),
    );
  }
  const analysis = unlessRefused(() => analyzeCovid(recording).events) ?? [];
  return {
    fileName: 'covid-monitoring.edf',
    edf: {
      startDate: calendarOf(input.startDate),
      recording: { equipment: 'Telemed synthetic COVID recorder' },
      recordDurationSeconds: recordSeconds,
      signals,
    },
    events: toDemoEvents(
      analysis,
      (name) => COVID_SIGNALS[name as keyof typeof COVID_SIGNALS]?.label ?? null,
    ),
  };
}

/**
 * The deterministic synthetic recording of a demo examination, seeded by its id and fitting its
 * type: Holter ECG, stress test and HRV get two ECG leads at 250 Hz, sleep apnea, the EDF
 * dataset and the breathing game a polygraphy, COVID monitoring its five home channels. The
 * recording starts with the examination and lasts as long (within `MAX_SECONDS`).
 */
export function planDemoRecording(input: DemoExaminationInput): DemoRecordingPlan {
  const seed = seedOfExamination(input.id);
  const seconds = (limit: number) =>
    Math.max(MIN_SECONDS, Math.min(limit, Math.floor(input.durationMs / 1000)));
  switch (input.type) {
    case 'holter_ecg':
    case 'stress_inlab':
    case 'hrv':
      return ecgPlan(input, seed, seconds(MAX_SECONDS.ecg));
    case 'covid':
      return covidPlan(input, seed, seconds(MAX_SECONDS.covid));
    case 'sleep_apnea':
    case 'edf_dataset':
    case 'gameinn':
      return polygraphyPlan(input, seed, seconds(MAX_SECONDS.polygraphy));
  }
}

/** Types whose most recent demo examination is made ready at seed (what a demo opens first). */
export const FEATURED_DEMO_TYPES: readonly ExaminationType[] = [
  'holter_ecg',
  'sleep_apnea',
  'covid',
];

/**
 * Makes the featured demo examinations' recordings now, so the first look at them is fast: the
 * most recent examination of each featured type. Every other demo examination gets its
 * recording on first access (RecordingsService.find).
 * @returns the examinations made ready.
 */
export async function seedDemoRecordings(
  db: Database,
  recordings: Pick<RecordingsService, 'materialiseDemo'>,
  teamId: string,
): Promise<string[]> {
  const ready: string[] = [];
  for (const type of FEATURED_DEMO_TYPES) {
    const [latest] = await db
      .select()
      .from(examinations)
      .where(and(eq(examinations.teamId, teamId), eq(examinations.type, type)))
      .orderBy(desc(examinations.startDate))
      .limit(1);
    if (!latest) continue;
    await recordings.materialiseDemo(latest);
    ready.push(latest.id);
  }
  return ready;
}
