import { addAtrialWaves } from './atrialWaves';
import {
  type LeadWaveAmplitudes,
  type VentricularFocus,
  WAVE_REACH_AFTER_SECONDS,
  WAVE_REACH_BEFORE_SECONDS,
  WaveList,
  beatWaves,
  leadWaveAmplitudes,
  ventricularFoci,
} from './beatWaves';
import { LEAD_PROFILES, type LeadProfile } from './ecgLeads';
import { EcgNoise } from './ecgNoise';
import type { ResolvedEcgScenario } from './ecgScenario';
import type { EcgSeeds } from './ecgSeeds';
import type { BeatPlan } from './planBeats';

/** Gaussians are cut where they fall below exp(-8) ≈ 0.03 % of their peak. */
const GAUSSIAN_REACH_WIDTHS = 4;

/** A span of samples that one lead reports as NaN (electrode off). */
interface LeadOffSpan {
  lead: number;
  firstSample: number;
  endSample: number;
}

/**
 * Turns a beat plan into samples, block after block: the beats' Gaussian waves, the atrial
 * waves of AF and flutter, the noise, and NaN where an electrode is off. Every sample is
 * computed the same way whatever the block boundaries, so any block size gives identical
 * output. Blocks must be asked for in order (the noise is a running process).
 */
export class EcgRenderer {
  private readonly leads: LeadProfile[];
  private readonly amplitudes: LeadWaveAmplitudes;
  private readonly foci: VentricularFocus[];
  private readonly waves: WaveList;
  private readonly noise: EcgNoise;
  private readonly leadOff: LeadOffSpan[];
  private beatCursor = 0;

  constructor(
    private readonly plan: BeatPlan,
    private readonly scenario: ResolvedEcgScenario,
    seeds: EcgSeeds,
  ) {
    this.leads = scenario.leads.map((name) => LEAD_PROFILES[name]);
    this.amplitudes = leadWaveAmplitudes(this.leads);
    this.waves = new WaveList(this.leads.length);
    this.foci = ventricularFoci(
      seeds.foci,
      scenario.ectopics.ventricularFoci,
      this.leads,
      scenario.ectopics.ventricularOrigin,
    );
    this.noise = new EcgNoise(
      scenario.noise,
      scenario.samplingRate,
      this.leads.length,
      seeds.noise,
      {
        seed: seeds.respiration,
        breathsPerMinute: scenario.heartRate.respirationRate,
        startClockSeconds: scenario.startTimeOfDaySeconds,
      },
    );
    const rate = scenario.samplingRate;
    this.leadOff = scenario.episodes.flatMap((episode) => {
      if (episode.type !== 'ARTIFACT') return [];
      const firstSample = Math.round(episode.startSeconds * rate);
      const endSample = Math.round((episode.startSeconds + episode.durationSeconds) * rate);
      return scenario.leads.flatMap((name, lead) =>
        !episode.leads || episode.leads.includes(name) ? [{ lead, firstSample, endSample }] : [],
      );
    });
  }

  /** The samples `startSample` to `startSample + length - 1` of every lead, mV. */
  render(startSample: number, length: number): Float32Array[] {
    const signals = this.leads.map(() => new Float64Array(length));
    this.addBeats(signals, startSample);
    addAtrialWaves(
      signals,
      startSample,
      this.scenario.samplingRate,
      this.plan.atrialWaves,
      this.leads,
    );
    this.noise.addTo(signals, startSample);
    for (const span of this.leadOff) {
      const first = Math.max(span.firstSample, startSample) - startSample;
      const end = Math.min(span.endSample, startSample + length) - startSample;
      if (first < end) signals[span.lead]?.fill(Number.NaN, first, end);
    }
    return signals.map((signal) => new Float32Array(signal));
  }

  private addBeats(signals: Float64Array[], startSample: number) {
    const { beats } = this.plan;
    const rate = this.scenario.samplingRate;
    const endSample = startSample + (signals[0]?.length ?? 0);
    const reachAfter = WAVE_REACH_AFTER_SECONDS * rate;
    const reachBefore = WAVE_REACH_BEFORE_SECONDS * rate;
    while (
      this.beatCursor < beats.length &&
      (beats[this.beatCursor]?.sample as number) + reachAfter < startSample
    )
      this.beatCursor += 1;
    for (let index = this.beatCursor; index < beats.length; index += 1) {
      const beat = beats[index];
      if (!beat || beat.sample - reachBefore >= endSample) break;
      beatWaves(beat, this.amplitudes, this.foci, this.waves, this.scenario.conduction);
      const { offsets, widths, amplitudes, count, leadCount } = this.waves;
      for (let wave = 0; wave < count; wave += 1) {
        const centre = beat.sample + (offsets[wave] as number) * rate;
        const width = (widths[wave] as number) * rate;
        const first = Math.max(startSample, Math.ceil(centre - GAUSSIAN_REACH_WIDTHS * width));
        const last = Math.min(endSample - 1, Math.floor(centre + GAUSSIAN_REACH_WIDTHS * width));
        // exp(-x²/2) on consecutive samples by the recurrence g[k+1] = g[k]·r[k],
        // r[k+1] = r[k]·exp(-d²) with d = 1/width: two multiplications a sample instead of an
        // exp. It always starts at the wave's own first sample, so block edges do not change it.
        const from = Math.ceil(centre - GAUSSIAN_REACH_WIDTHS * width);
        const step = 1 / width;
        const x = (from - centre) * step;
        let gaussian = Math.exp(-0.5 * x * x);
        let ratio = Math.exp(-x * step - 0.5 * step * step);
        const ratioStep = Math.exp(-step * step);
        for (let sample = from; sample < first; sample += 1) {
          gaussian *= ratio;
          ratio *= ratioStep;
        }
        for (let sample = first; sample <= last; sample += 1) {
          for (let lead = 0; lead < leadCount; lead += 1) {
            const signal = signals[lead] as Float64Array;
            signal[sample - startSample] =
              (signal[sample - startSample] as number) +
              (amplitudes[wave * leadCount + lead] as number) * gaussian;
          }
          gaussian *= ratio;
          ratio *= ratioStep;
        }
      }
    }
  }
}
