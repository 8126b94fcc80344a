import {
  DEFAULT_COVID_DETECTOR_PARAMS,
  type CovidDetectorParams,
} from '../../covid/covidDetectorParams';
import type { CovidRecording } from '../../covid/covidRecording';
import type { CovidEventType } from '@telemed/domain';
import type { DetectedEvent } from '../../events/detectedEvent';
import { createRandom } from '../random';
import { observedMask, truthEpisodes } from './alertTruth';
import { coughSound, MICROPHONE_RATE, type TrueCoughBout } from './coughSound';
import { COVID_SEVERITY_PRESETS, type CovidSeverity } from './covidSeverity';
import { dailyRhythm } from './dailyRhythm';
import {
  BAND_RATE,
  chestBand,
  OXIMETER_RATE,
  PATCH_RATE,
  pulseOximeter,
  temperaturePatch,
  type DeviceArtefact,
} from './deviceReadings';
import { trueVitals, type TrueVitals } from './physiology';

/** What to generate. */
export interface CovidRecordingOptions {
  /** Same seed, same recording, on every machine. */
  seed: number;
  /** Length, s (whole seconds; any length up to days). */
  durationSeconds: number;
  severity: CovidSeverity;
  /** UTC start, ms since 1970. @default 2026-11-20 07:00 UTC (08:00 in Warsaw) */
  startEpochMs?: number;
  /** Local time minus UTC, minutes. @default 60 (CET) */
  utcOffsetMinutes?: number;
}

/** A synthetic recording with everything needed to score an analysis of it. */
export interface SyntheticCovidRecording {
  recording: CovidRecording;
  /**
   * Ground-truth alert episodes, by the default detector parameters' rule on the true vitals
   * (HIGH_HEART_RATE, LOW_SPO2, FREQUENT_BREATHING, HIGH_TEMPERATURE) and the true cough epochs
   * (COUGH), in order of start time.
   */
  truth: DetectedEvent<CovidEventType>[];
  /** The true cough epochs with each cough, for per-cough scoring. */
  coughBouts: TrueCoughBout[];
  /** Stretches where a device misread or did not read the patient. */
  artefacts: DeviceArtefact[];
  /** The patient's true vitals, one value per second. */
  vitals: TrueVitals;
}

const DEFAULT_START_EPOCH_MS = Date.UTC(2026, 10, 20, 7, 0, 0);

/**
 * Generates a COVID home-monitoring recording of a patient at home: the devices' channels at
 * their own rates (see {@link CovidRecording}) over a daily rhythm (sleep, lower pulse and
 * temperature at night), a disease course of the severity preset (fever, tachycardia,
 * tachypnoea, desaturation, cough clusters, with levels straddling the alert thresholds), and
 * device trouble (noise, motion artefacts, finger out of the oximeter, band and patch coming off,
 * a frozen oximeter, a stuck microphone), with the ground truth of every alert episode.
 * Deterministic by seed; a 7-day recording takes a few seconds.
 * @example
 * const { recording, truth } = generateCovidRecording({ seed: 1, durationSeconds: 86_400,
 *   severity: 'moderate' });
 */
export function generateCovidRecording(
  options: CovidRecordingOptions,
  params: CovidDetectorParams = DEFAULT_COVID_DETECTOR_PARAMS,
): SyntheticCovidRecording {
  const seconds = Math.floor(options.durationSeconds);
  if (!(seconds > 0)) throw new RangeError('durationSeconds must be at least 1');
  const preset = COVID_SEVERITY_PRESETS[options.severity];
  const startEpochMs = options.startEpochMs ?? DEFAULT_START_EPOCH_MS;
  const utcOffsetMinutes = options.utcOffsetMinutes ?? 60;
  const random = createRandom(options.seed);

  const rhythm = dailyRhythm(random.fork(), seconds, startEpochMs, utcOffsetMinutes);
  const vitals = trueVitals(random.fork(), rhythm, preset, seconds);
  const oximeter = pulseOximeter(random.fork(), vitals, rhythm.sleep);
  const band = chestBand(random.fork(), vitals, rhythm.sleep);
  const patch = temperaturePatch(random.fork(), vitals);
  const microphone = coughSound(random.fork(), preset, rhythm.sleep, rhythm.hourOfDay);
  const artefacts = [
    ...oximeter.artefacts,
    ...band.artefacts,
    ...patch.artefacts,
    ...microphone.artefacts,
  ].sort((a, b) => a.startSeconds - b.startSeconds);

  const recording: CovidRecording = {
    startEpochMs,
    utcOffsetMinutes,
    channels: {
      pulse: { samples: oximeter.pulse, samplingRate: OXIMETER_RATE },
      spo2: { samples: oximeter.spo2, samplingRate: OXIMETER_RATE },
      respirationRate: { samples: band.respirationRate, samplingRate: BAND_RATE },
      temperature: { samples: patch.temperature, samplingRate: PATCH_RATE },
      cough: { samples: microphone.level, samplingRate: MICROPHONE_RATE },
    },
  };
  return {
    recording,
    truth: alertTruth(vitals, artefacts, microphone.bouts, params),
    coughBouts: microphone.bouts,
    artefacts,
    vitals,
  };
}

function alertTruth(
  vitals: TrueVitals,
  artefacts: readonly DeviceArtefact[],
  coughBouts: readonly TrueCoughBout[],
  params: CovidDetectorParams,
): DetectedEvent<CovidEventType>[] {
  const seconds = vitals.pulse.length;
  const off = (kinds: readonly DeviceArtefact['kind'][]) =>
    observedMask(
      seconds,
      artefacts.filter((artefact) => kinds.includes(artefact.kind)),
    );
  const oximeterOn = off(['probe-off']);
  const alerts = [
    {
      type: 'HIGH_HEART_RATE',
      signal: 'pulse',
      values: vitals.pulse,
      observed: oximeterOn,
      threshold: params.heart_rate_max,
      direction: 'above',
    },
    {
      type: 'LOW_SPO2',
      signal: 'spo2',
      values: vitals.spo2,
      observed: oximeterOn,
      threshold: params.saturation_level_min,
      direction: 'below',
    },
    {
      type: 'FREQUENT_BREATHING',
      signal: 'respirationRate',
      values: vitals.respirationRate,
      observed: off(['band-off', 'band-slipped']),
      threshold: params.respiration_rate_max,
      direction: 'above',
    },
    {
      type: 'HIGH_TEMPERATURE',
      signal: 'temperature',
      values: vitals.temperature,
      observed: off(['patch-off']),
      threshold: params.temperature_max,
      direction: 'above',
    },
  ] as const;
  const truth: DetectedEvent<CovidEventType>[] = [];
  for (const alert of alerts) {
    const episodes = truthEpisodes(alert.values, alert.observed, {
      threshold: alert.threshold,
      direction: alert.direction,
      minimumSeconds: params.alert_min_duration,
      mergeGapSeconds: params.alert_merge_gap,
    });
    for (const episode of episodes)
      truth.push({
        type: alert.type,
        startSeconds: episode.startSeconds,
        endSeconds: episode.endSeconds,
        signal: alert.signal,
      });
  }
  for (const bout of coughBouts)
    truth.push({
      type: 'COUGH',
      startSeconds: bout.startSeconds,
      endSeconds: bout.endSeconds,
      signal: 'cough',
      description: `${bout.coughs.length} coughs`,
    });
  return truth.sort((a, b) => a.startSeconds - b.startSeconds);
}
