import type { BeatClass } from '../../events/beatClasses';
import type { HolterEventType } from '@telemed/domain';
import type { DetectedEvent } from '../../events/detectedEvent';
import { type Random, createRandom } from '../random';
import type { EcgSeeds } from './ecgSeeds';
import {
  type AtrialFibrillationEpisode,
  type AtrialFlutterEpisode,
  type IdioventricularEpisode,
  type PauseEpisode,
  type ResolvedEcgScenario,
  type RhythmEpisode,
  type SinusRateEpisode,
  type TachycardiaRunEpisode,
  DEFAULT_VENTRICULAR_COUPLING,
  isRhythmEpisode,
} from './ecgScenario';
import type { AtrialWaveEpisode, BeatKind, EctopicPWave, PlannedBeat } from './plannedBeat';
import { respirationPhase } from './respirationPhase';
import type { SlowProcess } from './slowProcess';
import { NORMAL_SINUS_RANGE, type SinusRateRange, SinusRhythm } from './sinusRhythm';

/** The beats of a recording, its rhythm episodes and the atrial waves to draw. */
export interface BeatPlan {
  beats: PlannedBeat[];
  /** One event per rhythm segment, from its first to its last R peak. */
  rhythmEpisodes: DetectedEvent<HolterEventType>[];
  atrialWaves: AtrialWaveEpisode[];
}

interface Segment {
  type: HolterEventType;
  startSeconds: number;
  endSeconds: number;
  episode?: RhythmEpisode;
}

/** Where a sinus segment meets a gradual brady- or tachycardia, the mean rate moves to the rate
 * between the two ranges (60 or 100/min) over up to this long on each side of the edge: the heart
 * rate settles over about a minute at the start of exertion and takes longer to recover (Cole CR
 * et al., N Engl J Med 341:1351-1357, 1999: a fall of 12/min or less in the first minute of
 * recovery is abnormal). */
const RATE_RAMP_SECONDS = 60;

/** The mean rates a sinus segment starts from and ends at, where it meets a gradual brady- or
 * tachycardia (undefined where it keeps its own rate up to the edge). */
interface RateEdges {
  fromRate?: number;
  toRate?: number;
}

/** The episode of a gradual sinus brady- or tachycardia segment, if it is one. */
function gradualSinusEpisode(segment: Segment | undefined): SinusRateEpisode | undefined {
  const episode = segment?.episode;
  if (episode?.type !== 'BRADYCARDIA' && episode?.type !== 'TACHYCARDIA') return undefined;
  return (episode.onset ?? 'gradual') === 'gradual' ? episode : undefined;
}

/** Whether a segment is sinus rhythm in the normal range (alone, or under bigeminy or
 * trigeminy). */
function isNormalSinus(segment: Segment | undefined): boolean {
  if (!segment) return false;
  const { episode } = segment;
  return (
    !episode || episode.type === 'VENTRICULAR_BIGEMINY' || episode.type === 'VENTRICULAR_TRIGEMINY'
  );
}

/** The rate at the edge between two adjacent segments, when one is a gradual sinus brady- or
 * tachycardia and the other normal sinus rhythm: the middle of the gap between their ranges. */
function edgeRate(segment: Segment, neighbour: Segment | undefined): number | undefined {
  const episode =
    (isNormalSinus(segment) ? gradualSinusEpisode(neighbour) : undefined) ??
    (isNormalSinus(neighbour) ? gradualSinusEpisode(segment) : undefined);
  if (!episode) return undefined;
  return episode.type === 'TACHYCARDIA'
    ? NORMAL_SINUS_RANGE.maxRate + 1
    : NORMAL_SINUS_RANGE.minRate - 1;
}

const CLASS_OF_KIND: Readonly<Record<BeatKind, BeatClass>> = {
  sinus: 'N',
  conducted: 'N',
  atrialPremature: 'S',
  supraventricular: 'S',
  ventricular: 'V',
  fusion: 'F',
};

// Coupling intervals as fractions of the sinus cycle: ventricular premature beats come at
// `ectopics.ventricularCoupling` (55-75 % by default) and are followed by a fully compensatory
// pause (the sinus node is not reset); atrial premature beats come at 60-85 % and reset the sinus
// node, so the pause after them is about one cycle (Surawicz & Knilans, Chou's
// Electrocardiography, 6th ed., ch. 17 and 20).
const ATRIAL_COUPLING: readonly [number, number] = [0.6, 0.85];
/** Sinus node suppression lengthens the cycle after an atrial premature beat a little. */
const POST_ATRIAL_PREMATURE_CYCLE = 1.05;
/** A fusion beat's ectopic focus fires up to 40 ms before the sinus impulse arrives. */
const FUSION_LEAD_SECONDS = 0.04;
/** No ectopic beat falls closer than this to the previous one (ventricular refractoriness). */
const MIN_COUPLING_SECONDS = 0.3;
/** Overdrive suppression: the first sinus beat after a tachycardia run comes late. */
const POST_RUN_CYCLE = 1.3;
/** AV-nodal refractoriness limits the ventricular rate in AF to about 200/min. */
const MIN_AF_RR_SECONDS = 0.3;
/** Flutter waves conduct to the ventricles after this AV conduction time, s. */
const FLUTTER_CONDUCTION_SECONDS = 0.26;
/** Respiration modulates the QRS amplitude by several per cent (the basis of ECG-derived
 * respiration: Moody GB et al., Computers in Cardiology 12:113-116, 1985). */
const RESPIRATORY_AMPLITUDE = 0.06;
const BEAT_AMPLITUDE_JITTER = 0.02;
/** Defaults of the rhythm episodes (see ecgScenario.ts for their sources). */
const DEFAULT_AF_RATE = 95;
/** Coefficient of variation of RR in AF, typically 0.15-0.35 against < 0.1 in sinus rhythm
 * (Tateno K, Glass L. Med Biol Eng Comput 39:664-671, 2001). */
const DEFAULT_AF_RR_VARIATION = 0.22;
/** Dominant f-wave frequency 4-9 Hz, 6 Hz typical; FM of 0.2 Hz at 0.1 Hz (Stridh M, Sornmo L.
 * IEEE Trans Biomed Eng 48(1):105-111, 2001). */
const DEFAULT_FIBRILLATORY_HZ = 6;
const FIBRILLATORY_FM_DEPTH_HZ = 0.2;
const FIBRILLATORY_FM_RATE_HZ = 0.1;
const FIBRILLATORY_AM_DEPTH = 0.3;
const FIBRILLATORY_AM_RATE_HZ = 0.08;
/** Typical atrial flutter: F waves at 250-350/min (Saoudi N et al., Eur Heart J 22:1162, 2001). */
const DEFAULT_FLUTTER_RATE = 300;
const DEFAULT_VT_RATE = 160;
const DEFAULT_IDIOVENTRICULAR_RATE = 60;
const DEFAULT_SVT_RATE = 180;
const VT_RR_JITTER = 0.02;
const SVT_RR_JITTER = 0.01;
/** A run has at least three beats (the usual definition of VT and SVT). */
const MIN_RUN_BEATS = 3;
const ECTOPIC_P_WAVES: readonly EctopicPWave[] = ['inverted', 'biphasic', 'peaked', 'absent'];

/** Splits the recording into the scheduled rhythm episodes and sinus rhythm between them. */
function segmentsOf(scenario: ResolvedEcgScenario): Segment[] {
  const segments: Segment[] = [];
  let cursor = 0;
  for (const episode of scenario.episodes.filter(isRhythmEpisode)) {
    if (episode.startSeconds > cursor)
      segments.push({ type: 'SINUS', startSeconds: cursor, endSeconds: episode.startSeconds });
    const endSeconds = episode.startSeconds + episode.durationSeconds;
    segments.push({ type: episode.type, startSeconds: episode.startSeconds, endSeconds, episode });
    cursor = endSeconds;
  }
  if (cursor < scenario.durationSeconds)
    segments.push({ type: 'SINUS', startSeconds: cursor, endSeconds: scenario.durationSeconds });
  return segments;
}

class BeatPlanner {
  readonly beats: PlannedBeat[] = [];
  readonly rhythmEpisodes: DetectedEvent<HolterEventType>[] = [];
  readonly atrialWaves: AtrialWaveEpisode[] = [];
  private readonly random: Random;
  private readonly atrialRandom: Random;
  private readonly aberrancyRandom: Random;
  private readonly sinus: SinusRhythm;
  private readonly breathing: SlowProcess;
  private readonly pauses: PauseEpisode[];
  private readonly sampleCount: number;
  private nextPause = 0;
  private lastTime: number | undefined;
  /** The next segment's first beat comes no earlier than this (post-run suppression). */
  private earliestNext = 0;

  constructor(
    private readonly scenario: ResolvedEcgScenario,
    seeds: EcgSeeds,
  ) {
    this.random = createRandom(seeds.planner);
    this.atrialRandom = createRandom(seeds.atrial);
    this.aberrancyRandom = createRandom(seeds.aberrancy);
    this.sinus = new SinusRhythm(
      scenario.heartRate,
      createRandom(seeds.rhythm),
      seeds.respiration,
      scenario.startTimeOfDaySeconds,
    );
    this.breathing = respirationPhase(
      seeds.respiration,
      scenario.heartRate.respirationRate,
      scenario.startTimeOfDaySeconds,
    );
    this.pauses = scenario.episodes.filter((episode) => episode.type === 'PAUSE');
    this.sampleCount = Math.round(scenario.durationSeconds * scenario.samplingRate);
  }

  plan(): BeatPlan {
    const segments = segmentsOf(this.scenario);
    segments.forEach((segment, index) => {
      const first = this.beats.length;
      this.generate(segment, {
        fromRate: edgeRate(segment, segments[index - 1]),
        toRate: edgeRate(segment, segments[index + 1]),
      });
      const last = this.beats.length - 1;
      const firstBeat = this.beats[first];
      const lastBeat = this.beats[last];
      if (firstBeat && lastBeat && last > first)
        this.rhythmEpisodes.push({
          type: segment.type,
          startSeconds: this.secondsOf(firstBeat.sample),
          endSeconds: this.secondsOf(lastBeat.sample),
        });
    });
    return {
      beats: this.beats,
      rhythmEpisodes: this.rhythmEpisodes,
      atrialWaves: this.atrialWaves,
    };
  }

  private generate(segment: Segment, edges: RateEdges) {
    const { episode } = segment;
    if (!episode) return this.sinusSegment(segment, NORMAL_SINUS_RANGE, 0, edges);
    switch (episode.type) {
      case 'BRADYCARDIA':
        return this.sinusSegment(
          segment,
          { rate: episode.rate, minRate: 20, maxRate: 59 },
          0,
          edges,
        );
      case 'TACHYCARDIA':
        return this.sinusSegment(
          segment,
          { rate: episode.rate, minRate: 101, maxRate: 220 },
          0,
          edges,
        );
      case 'VENTRICULAR_BIGEMINY':
        return this.sinusSegment(segment, NORMAL_SINUS_RANGE, 2, edges);
      case 'VENTRICULAR_TRIGEMINY':
        return this.sinusSegment(segment, NORMAL_SINUS_RANGE, 3, edges);
      case 'ATRIAL_FIBRILLATION':
        return this.fibrillationSegment(segment, episode);
      case 'ATRIAL_FLUTTER':
        return this.flutterSegment(segment, episode);
      case 'VENTRICULAR_TACHYCARDIA':
      case 'SUPRAVENTRICULAR_TACHYCARDIA':
        return this.runSegment(segment, episode);
      case 'VENTRICULAR_BRADYCARDIA':
        return this.idioventricularSegment(segment, episode);
    }
  }

  private secondsOf(sample: number) {
    return sample / this.scenario.samplingRate;
  }

  /** Time of a segment's first beat, given the RR the segment's rhythm would follow with. */
  private firstBeatTime(segment: Segment, rrAfter: (seconds: number) => number): number {
    if (this.lastTime === undefined)
      return segment.startSeconds + 0.25 + 0.5 * this.random.next() * rrAfter(segment.startSeconds);
    return Math.max(
      this.lastTime + rrAfter(this.lastTime),
      segment.startSeconds,
      this.earliestNext,
    );
  }

  /** The first scheduled pause not yet taken that starts by `until`, if any. */
  private takePause(until: number): PauseEpisode | undefined {
    const pause = this.pauses[this.nextPause];
    if (!pause || pause.startSeconds > until) return undefined;
    this.nextPause += 1;
    return pause;
  }

  /** Time of the beat that ends a pause: at least the pause's duration after the last beat,
   * rounded up to the sample grid. */
  private afterPause(pause: PauseEpisode): number {
    const rate = this.scenario.samplingRate;
    const last = this.lastTime ?? 0;
    return last + Math.ceil(pause.durationSeconds * rate - 1e-9) / rate;
  }

  /** Whether an ectopic beat of the given hourly rate falls in a cycle of `rr` seconds. */
  private ectopicIn(perHour: number, rr: number) {
    return perHour > 0 && this.random.chance((perHour * rr) / 3600);
  }

  /** Whether the patient's bundle branch block conducts a beat at `seconds`. */
  private isBlocked(seconds: number): boolean {
    const { bundleBranchBlock, blockedSpans } = this.scenario.conduction;
    if (bundleBranchBlock === 'none') return false;
    return (
      blockedSpans === null ||
      blockedSpans.some(
        (span) =>
          seconds >= span.startSeconds && seconds < span.startSeconds + span.durationSeconds,
      )
    );
  }

  /** Adds a beat at `seconds`; false once the recording has ended. */
  private emit(
    seconds: number,
    kind: BeatKind,
    focus = 0,
    dissociatedSinusSeconds: number | null = null,
  ): boolean {
    let sample = Math.round(seconds * this.scenario.samplingRate);
    if (sample >= this.sampleCount) return false;
    const previous = this.beats.at(-1);
    if (previous && sample <= previous.sample) sample = previous.sample + 1;
    const time = this.secondsOf(sample);
    const precedingRr = previous
      ? this.secondsOf(sample - previous.sample)
      : 60 / this.scenario.heartRate.mean;
    this.beats.push({
      sample,
      beatClass: CLASS_OF_KIND[kind],
      kind,
      precedingRr,
      amplitude:
        1 +
        RESPIRATORY_AMPLITUDE * Math.cos(this.breathing.valueAt(time)) +
        this.random.gaussian(0, BEAT_AMPLITUDE_JITTER),
      focus,
      fusionShare: kind === 'fusion' ? this.random.uniform(0.3, 0.7) : 0,
      pWave: kind === 'atrialPremature' ? this.random.pick(ECTOPIC_P_WAVES) : 'absent',
      aberrant:
        kind === 'atrialPremature' &&
        this.scenario.conduction.aberrantShare > 0 &&
        this.aberrancyRandom.chance(this.scenario.conduction.aberrantShare),
      blocked: this.isBlocked(time),
      dissociatedSinusSeconds,
    });
    this.lastTime = time;
    return true;
  }

  private randomFocus() {
    return this.random.integer(0, this.scenario.ectopics.ventricularFoci - 1);
  }

  /**
   * Sinus rhythm at the given rate range, with isolated ectopics, fusion beats and pauses; with
   * `everyNth` 2 or 3, every second or third beat is ventricular (bigeminy, trigeminy). The mean
   * rate moves from and to the `edges`' rates over the segment's first and last
   * {@link RATE_RAMP_SECONDS} (at most half of it each).
   */
  private sinusSegment(
    segment: Segment,
    range: SinusRateRange,
    everyNth: number,
    edges: RateEdges,
  ) {
    const { ventricularPerHour, supraventricularPerHour, fusionPerHour } = this.scenario.ectopics;
    const start = segment.startSeconds;
    const end = segment.endSeconds;
    const ramp = Math.min(RATE_RAMP_SECONDS, (end - start) / 2);
    const { fromRate, toRate } = edges;
    /** The share of the way to an edge's rate at `distance` s from the edge (1 at it and beyond). */
    const edgeWeight = (distance: number) => Math.min(1, Math.max(0, 1 - distance / ramp));
    const rangeAt = (seconds: number): SinusRateRange => {
      if (fromRate === undefined && toRate === undefined) return range;
      let rate = range.rate ?? this.sinus.meanRateAt(seconds);
      if (fromRate !== undefined) rate += edgeWeight(seconds - start) * (fromRate - rate);
      if (toRate !== undefined) rate += edgeWeight(end - seconds) * (toRate - rate);
      return { ...range, rate };
    };
    const rrAt = (seconds: number) => this.sinus.rrAt(seconds, rangeAt(seconds));
    let time = this.firstBeatTime(segment, rrAt);
    let sinusBeats = 0;
    while (time < end) {
      if (!this.emit(time, 'sinus')) return;
      sinusBeats += 1;
      const rr = rrAt(time);
      const pause = this.takePause(time + rr);
      if (pause) {
        time = this.afterPause(pause);
        continue;
      }
      const patterned = everyNth > 0 && sinusBeats % (everyNth - 1) === 0;
      if (patterned || this.ectopicIn(ventricularPerHour, rr)) {
        const coupling = Math.max(
          MIN_COUPLING_SECONDS,
          this.random.uniform(...this.scenario.ectopics.ventricularCoupling) * rr,
        );
        if (time + coupling < end) {
          const focus = patterned ? 0 : this.randomFocus();
          if (!this.emit(time + coupling, 'ventricular', focus, rr - coupling)) return;
          // The next sinus impulse finds the ventricles refractory: a fully compensatory pause.
          time += 2 * rr;
          continue;
        }
        if (patterned) return;
      }
      if (this.ectopicIn(supraventricularPerHour, rr)) {
        const premature =
          time + Math.max(MIN_COUPLING_SECONDS, this.random.uniform(...ATRIAL_COUPLING) * rr);
        if (premature < end) {
          if (!this.emit(premature, 'atrialPremature')) return;
          time = premature + POST_ATRIAL_PREMATURE_CYCLE * rrAt(premature);
          continue;
        }
      }
      if (this.ectopicIn(fusionPerHour, rr)) {
        const sinusImpulse = time + rr;
        const fusion = sinusImpulse - this.random.uniform(0, FUSION_LEAD_SECONDS);
        if (fusion < end) {
          if (!this.emit(fusion, 'fusion', this.randomFocus())) return;
          time = sinusImpulse + rrAt(sinusImpulse);
          continue;
        }
      }
      time += rr;
    }
  }

  /** Atrial fibrillation: f waves, no P waves, log-normally distributed independent RR. */
  private fibrillationSegment(segment: Segment, episode: AtrialFibrillationEpisode) {
    const meanRr = 60 / (episode.ventricularRate ?? DEFAULT_AF_RATE);
    const variation = episode.rrVariation ?? DEFAULT_AF_RR_VARIATION;
    const sigma = Math.sqrt(Math.log(1 + variation * variation));
    const mu = Math.log(meanRr) - (sigma * sigma) / 2;
    // Long AF cycles stay below the pause threshold, so only scheduled pauses are pauses.
    const longest = 0.9 * this.scenario.pauseThresholdSeconds;
    const drawRr = () =>
      Math.min(longest, Math.max(MIN_AF_RR_SECONDS, Math.exp(mu + sigma * this.random.gaussian())));
    const frequency = episode.fibrillatoryFrequency ?? DEFAULT_FIBRILLATORY_HZ;
    this.atrialWaves.push({
      kind: 'fibrillation',
      startSeconds: segment.startSeconds,
      endSeconds: segment.endSeconds,
      frequency,
      phaseOriginSeconds: segment.startSeconds - this.atrialRandom.next() / frequency,
      amplitude: episode.waveAmplitude ?? 1,
      frequencyDeviation: FIBRILLATORY_FM_DEPTH_HZ,
      frequencyModulationRate: FIBRILLATORY_FM_RATE_HZ,
      amplitudeDeviation: FIBRILLATORY_AM_DEPTH,
      amplitudeModulationRate: FIBRILLATORY_AM_RATE_HZ,
    });
    const { ventricularPerHour } = this.scenario.ectopics;
    let time = this.firstBeatTime(segment, drawRr);
    while (time < segment.endSeconds) {
      const kind = this.ectopicIn(ventricularPerHour, meanRr) ? 'ventricular' : 'conducted';
      if (!this.emit(time, kind, kind === 'ventricular' ? this.randomFocus() : 0)) return;
      const rr = drawRr();
      const pause = this.takePause(time + rr);
      time = pause ? this.afterPause(pause) : time + rr;
    }
  }

  /** Atrial flutter: F waves at the atrial rate, every 2nd, 3rd or 4th conducted. */
  private flutterSegment(segment: Segment, episode: AtrialFlutterEpisode) {
    const cycle = 60 / (episode.atrialRate ?? DEFAULT_FLUTTER_RATE);
    const origin = segment.startSeconds;
    this.atrialWaves.push({
      kind: 'flutter',
      startSeconds: segment.startSeconds,
      endSeconds: segment.endSeconds,
      frequency: 1 / cycle,
      phaseOriginSeconds: origin,
      amplitude: episode.waveAmplitude ?? 1,
      frequencyDeviation: 0,
      frequencyModulationRate: 0,
      amplitudeDeviation: 0,
      amplitudeModulationRate: 0,
    });
    const conduction = episode.conduction ?? 2;
    const ratio = () =>
      conduction === 'variable' ? this.random.pick([2, 4] as const) : conduction;
    const earliest = this.firstBeatTime(segment, () => MIN_COUPLING_SECONDS);
    let wave = Math.max(0, Math.ceil((earliest - origin - FLUTTER_CONDUCTION_SECONDS) / cycle));
    for (;;) {
      const time = origin + wave * cycle + FLUTTER_CONDUCTION_SECONDS;
      if (time >= segment.endSeconds || !this.emit(time, 'conducted')) return;
      wave += ratio();
    }
  }

  /** A ventricular focus's own regular rhythm, the first beat a cycle after the last one. */
  private idioventricularSegment(segment: Segment, episode: IdioventricularEpisode) {
    const rr = 60 / (episode.rate ?? DEFAULT_IDIOVENTRICULAR_RATE);
    let time = this.firstBeatTime(segment, () => rr);
    while (time < segment.endSeconds) {
      if (!this.emit(time, 'ventricular')) return;
      time += rr * (1 + this.random.gaussian(0, VT_RR_JITTER));
    }
  }

  /** A run of ventricular or supraventricular beats at a fast, nearly regular rate. */
  private runSegment(segment: Segment, episode: TachycardiaRunEpisode) {
    const ventricular = episode.type === 'VENTRICULAR_TACHYCARDIA';
    const rr = 60 / (episode.rate ?? (ventricular ? DEFAULT_VT_RATE : DEFAULT_SVT_RATE));
    const jitter = ventricular ? VT_RR_JITTER : SVT_RR_JITTER;
    const coupling = ventricular ? DEFAULT_VENTRICULAR_COUPLING[0] : ATRIAL_COUPLING[0];
    let time = this.firstBeatTime(segment, (seconds) =>
      Math.max(MIN_COUPLING_SECONDS, coupling * this.sinus.rrAt(seconds)),
    );
    let count = 0;
    while (time < segment.endSeconds || count < MIN_RUN_BEATS) {
      if (!this.emit(time, ventricular ? 'ventricular' : 'supraventricular')) break;
      count += 1;
      time += rr * (1 + this.random.gaussian(0, jitter));
    }
    if (this.lastTime !== undefined)
      this.earliestNext = this.lastTime + POST_RUN_CYCLE * this.sinus.rrAt(this.lastTime);
  }
}

/**
 * Plans every beat of a scenario: its R-peak sample, class, kind and waveform parameters, the
 * rhythm episodes as they came out (from first to last R peak) and the AF/flutter wave spans.
 * Deterministic for a seed. Runs in O(beats) time and memory (about 100 000 beats a day).
 */
export function planBeats(scenario: ResolvedEcgScenario, seeds: EcgSeeds): BeatPlan {
  return new BeatPlanner(scenario, seeds).plan();
}
