import type { LeadProfile } from './ecgLeads';
import type { AtrialWaveEpisode } from './plannedBeat';

/** f and F waves fade in and out over this time at the episode's edges, s. */
const TAPER_SECONDS = 0.3;
/** Harmonics of the sawtooth: 3 for the rounder f waves (Stridh & Sornmo 2001 model f waves
 * as a sawtooth with a few harmonics), 8 for the sharper flutter waves. */
const FIBRILLATION_HARMONICS = 3;
const FLUTTER_HARMONICS = 8;

/** Fourier weights of a sawtooth with `harmonics` terms, Lanczos-smoothed (σ factors) so the
 * truncated series does not ring (Gibbs) along the ramp. */
const sawtoothWeights = (harmonics: number) =>
  Float64Array.from({ length: harmonics }, (_, index) => {
    const harmonic = index + 1;
    const x = (Math.PI * harmonic) / (harmonics + 1);
    return ((-2 / Math.PI) * (Math.sin(x) / x)) / harmonic;
  });
const FIBRILLATION_WEIGHTS = sawtoothWeights(FIBRILLATION_HARMONICS);
const FLUTTER_WEIGHTS = sawtoothWeights(FLUTTER_HARMONICS);

/** A band-limited sawtooth that rises slowly and falls sharply once per cycle. */
function sawtooth(phase: number, weights: Float64Array): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index += 1)
    sum += (weights[index] as number) * Math.sin((index + 1) * phase);
  return sum;
}

/** The atrial wave of an episode at time `seconds`, before the lead's amplitude is applied. */
function atrialWaveAt(episode: AtrialWaveEpisode, seconds: number): number {
  const local = seconds - episode.phaseOriginSeconds;
  const taper = Math.min(
    1,
    (seconds - episode.startSeconds) / TAPER_SECONDS,
    (episode.endSeconds - seconds) / TAPER_SECONDS,
  );
  if (episode.kind === 'flutter')
    return taper * sawtooth(2 * Math.PI * episode.frequency * local, FLUTTER_WEIGHTS);
  // Stridh & Sornmo: phase 2π f0 t + (Δf / fm) sin(2π fm t), amplitude a (1 + Δa sin(2π fa t)).
  const phase =
    2 * Math.PI * episode.frequency * local +
    (episode.frequencyDeviation / episode.frequencyModulationRate) *
      Math.sin(2 * Math.PI * episode.frequencyModulationRate * local);
  const amplitude =
    1 +
    episode.amplitudeDeviation * Math.sin(2 * Math.PI * episode.amplitudeModulationRate * local);
  return taper * amplitude * sawtooth(phase, FIBRILLATION_WEIGHTS);
}

/**
 * Adds the f waves of atrial fibrillation and the F waves of atrial flutter that fall in a block
 * of samples. AF waves follow the sawtooth model with frequency and amplitude modulation of
 * Stridh M, Sornmo L. Spatiotemporal QRST cancellation techniques for analysis of atrial
 * fibrillation. IEEE Trans Biomed Eng 48(1):105-111, 2001; flutter waves are the same sawtooth
 * at a fixed rate and larger amplitude. Each lead scales them by its profile.
 * @param signals one accumulator per lead, indexed from the block's first sample
 */
export function addAtrialWaves(
  signals: readonly Float64Array[],
  startSample: number,
  samplingRate: number,
  episodes: readonly AtrialWaveEpisode[],
  leads: readonly LeadProfile[],
): void {
  const length = signals[0]?.length ?? 0;
  for (const episode of episodes) {
    if (episode.amplitude === 0) continue;
    const first = Math.max(startSample, Math.ceil(episode.startSeconds * samplingRate));
    const last = Math.min(startSample + length, Math.ceil(episode.endSeconds * samplingRate));
    if (first >= last) continue;
    const gains = leads.map(
      (lead) => episode.amplitude * (episode.kind === 'flutter' ? lead.flutter : lead.fibrillation),
    );
    for (let sample = first; sample < last; sample += 1) {
      const value = atrialWaveAt(episode, sample / samplingRate);
      for (let lead = 0; lead < signals.length; lead += 1) {
        const signal = signals[lead] as Float64Array;
        signal[sample - startSample] =
          (signal[sample - startSample] as number) + value * (gains[lead] as number);
      }
    }
  }
}
