import type { EcgLeadName } from './ecgLeads';
import { type SyntheticEcgGroundTruth, ecgGroundTruth } from './ecgGroundTruth';
import { EcgRenderer } from './ecgRenderer';
import { type EcgScenario, type ResolvedEcgScenario, resolveEcgScenario } from './ecgScenario';
import { ecgSeeds } from './ecgSeeds';
import { planBeats } from './planBeats';

/** One block of a streamed synthetic ECG. */
export interface EcgChunk {
  /** Index of the block's first sample in the recording. */
  startSample: number;
  /** One array per lead (in the scenario's lead order), mV; NaN where the electrode is off. */
  signals: Float32Array[];
}

/** A planned synthetic ECG: its ground truth, and its samples on demand, block by block. */
export interface SyntheticEcgPlan extends SyntheticEcgGroundTruth {
  /** The scenario with every default filled in. */
  scenario: ResolvedEcgScenario;
  samplingRate: number;
  leads: readonly EcgLeadName[];
  /** Samples per lead: round(durationSeconds × samplingRate). */
  sampleCount: number;
  /**
   * The samples in consecutive blocks of `chunkSeconds` (the last one shorter), for streaming a
   * recording of any length (into an EDF writer, say) in constant memory. Each call starts
   * again from the first sample and yields exactly the same values, whatever the block size.
   * @param chunkSeconds block length, s @default 60
   */
  chunks(chunkSeconds?: number): Generator<EcgChunk, void, undefined>;
}

/** A synthetic ECG held whole in memory. */
export interface SyntheticEcg extends SyntheticEcgGroundTruth {
  scenario: ResolvedEcgScenario;
  samplingRate: number;
  leads: readonly EcgLeadName[];
  /** One array per lead, mV; NaN where the electrode is off. */
  signals: Float32Array[];
}

/** The whole-array form holds at most this many samples per lead (2^27: 24 h at 1 kHz fits;
 * 512 MB of Float32 per lead). Longer recordings stream through `chunks()`. */
export const MAX_WHOLE_RECORDING_SAMPLES = 2 ** 27;

/**
 * Plans a seeded synthetic ECG: every beat, rhythm episode and RR interval are decided now (a
 * few tens of milliseconds for a day), the samples are made when `chunks()` is iterated. The
 * same scenario (seed included) always gives the same recording.
 * @example
 * const ecg = planSyntheticEcg(holterScenario('arrhythmic', { durationSeconds: 7 * 86_400 }));
 * for (const { startSample, signals } of ecg.chunks(60)) edfWriter.append(signals);
 * console.log(ecg.beats.length, ecg.episodes.filter((e) => e.type === 'ATRIAL_FIBRILLATION'));
 */
export function planSyntheticEcg(scenario: EcgScenario): SyntheticEcgPlan {
  const resolved = resolveEcgScenario(scenario);
  const seeds = ecgSeeds(resolved.seed);
  const plan = planBeats(resolved, seeds);
  const sampleCount = Math.round(resolved.durationSeconds * resolved.samplingRate);
  return {
    ...ecgGroundTruth(plan, resolved),
    scenario: resolved,
    samplingRate: resolved.samplingRate,
    leads: resolved.leads,
    sampleCount,
    *chunks(chunkSeconds = 60) {
      const chunkSamples = Math.max(1, Math.round(chunkSeconds * resolved.samplingRate));
      const renderer = new EcgRenderer(plan, resolved, seeds);
      for (let startSample = 0; startSample < sampleCount; startSample += chunkSamples) {
        const length = Math.min(chunkSamples, sampleCount - startSample);
        yield { startSample, signals: renderer.render(startSample, length) };
      }
    },
  };
}

/**
 * Generates a seeded synthetic ECG whole: one Float32Array per lead in mV plus the exact ground
 * truth (beats with AAMI classes, rhythm episodes, RR and NN intervals). Identical, sample for
 * sample, to the concatenated `planSyntheticEcg(scenario).chunks()`.
 * @throws RangeError past {@link MAX_WHOLE_RECORDING_SAMPLES} samples per lead (use
 * `planSyntheticEcg(...).chunks()` for multi-day recordings), or for an invalid scenario.
 * @example
 * const ecg = generateSyntheticEcg({ durationSeconds: 300, seed: 3, noise: 'none' });
 * const rPeaks = detectQrs(ecg.signals[0]!, ecg.samplingRate);
 */
export function generateSyntheticEcg(scenario: EcgScenario): SyntheticEcg {
  const { durationSeconds, samplingRate } = resolveEcgScenario(scenario);
  const sampleCount = Math.round(durationSeconds * samplingRate);
  if (sampleCount > MAX_WHOLE_RECORDING_SAMPLES)
    throw new RangeError(
      `${sampleCount} samples per lead is too many to hold whole; stream with chunks()`,
    );
  const plan = planSyntheticEcg(scenario);
  const signals = plan.leads.map(() => new Float32Array(plan.sampleCount));
  // Large blocks: fewer renderer calls, and the per-block temporaries stay small (a few MB).
  for (const chunk of plan.chunks(600))
    chunk.signals.forEach((samples, lead) => signals[lead]?.set(samples, chunk.startSample));
  const { beats, episodes, rrIntervals, nnIntervals, nnTimes, leads } = plan;
  return {
    beats,
    episodes,
    rrIntervals,
    nnIntervals,
    nnTimes,
    scenario: plan.scenario,
    samplingRate,
    leads,
    signals,
  };
}
