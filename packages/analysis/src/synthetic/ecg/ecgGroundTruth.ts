import type { Beat } from '../../events/beatClasses';
import type { HolterEventType } from '@telemed/domain';
import type { DetectedEvent } from '../../events/detectedEvent';
import type { ResolvedEcgScenario } from './ecgScenario';
import type { BeatPlan } from './planBeats';

/** The exact answer a Holter analysis of a synthetic ECG should find. */
export interface SyntheticEcgGroundTruth {
  /** Every beat, in order: R-peak sample index (the same in every lead) and AAMI class. */
  beats: Beat[];
  /**
   * Rhythm episodes (SINUS, BRADYCARDIA, TACHYCARDIA, ATRIAL_FIBRILLATION, ATRIAL_FLUTTER,
   * VENTRICULAR_TACHYCARDIA, SUPRAVENTRICULAR_TACHYCARDIA, VENTRICULAR_BRADYCARDIA, VENTRICULAR_BIGEMINY,
   * VENTRICULAR_TRIGEMINY) from their first to their last R peak; PAUSE for every RR interval
   * at least the pause threshold, from the beat before to the beat after; ARTIFACT for each
   * electrode-off span (with `signal` naming the lead when not all leads are off). Sorted by
   * start, in seconds.
   */
  episodes: DetectedEvent<HolterEventType>[];
  /** Every RR interval, s: `rrIntervals[i]` runs from `beats[i]` to `beats[i + 1]`. */
  rrIntervals: Float64Array;
  /** The NN intervals of HRV: RR intervals between two consecutive sinus beats (not AF or
   * flutter, not ectopic or fusion), s. */
  nnIntervals: Float64Array;
  /** Time of the beat that ends each NN interval, s. */
  nnTimes: Float64Array;
}

/** Derives the ground truth of a planned recording. */
export function ecgGroundTruth(
  plan: BeatPlan,
  scenario: ResolvedEcgScenario,
): SyntheticEcgGroundTruth {
  const rate = scenario.samplingRate;
  const { beats } = plan;
  const rrIntervals = new Float64Array(Math.max(0, beats.length - 1));
  const nn: number[] = [];
  const nnTimes: number[] = [];
  const pauses: DetectedEvent<HolterEventType>[] = [];
  for (let index = 1; index < beats.length; index += 1) {
    const previous = beats[index - 1];
    const beat = beats[index];
    if (!previous || !beat) continue;
    const rr = (beat.sample - previous.sample) / rate;
    rrIntervals[index - 1] = rr;
    if (previous.kind === 'sinus' && beat.kind === 'sinus') {
      nn.push(rr);
      nnTimes.push(beat.sample / rate);
    }
    if (rr >= scenario.pauseThresholdSeconds)
      pauses.push({
        type: 'PAUSE',
        startSeconds: previous.sample / rate,
        endSeconds: beat.sample / rate,
      });
  }
  const artifacts = scenario.episodes.flatMap((episode): DetectedEvent<HolterEventType>[] => {
    if (episode.type !== 'ARTIFACT') return [];
    const span = {
      type: 'ARTIFACT' as const,
      startSeconds: episode.startSeconds,
      endSeconds: episode.startSeconds + episode.durationSeconds,
    };
    const leads = episode.leads?.filter((lead) => scenario.leads.includes(lead)) ?? [];
    const allLeads = !episode.leads || scenario.leads.every((lead) => leads.includes(lead));
    return allLeads ? [span] : leads.map((lead) => ({ ...span, signal: lead }));
  });
  const episodes = [...plan.rhythmEpisodes, ...pauses, ...artifacts].sort(
    (a, b) => a.startSeconds - b.startSeconds || a.endSeconds - b.endSeconds,
  );
  return {
    beats: beats.map(({ sample, beatClass }) => ({ sample, beatClass })),
    episodes,
    rrIntervals,
    nnIntervals: Float64Array.from(nn),
    nnTimes: Float64Array.from(nnTimes),
  };
}
