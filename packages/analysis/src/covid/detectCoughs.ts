import type { CovidDetectorParams } from './covidDetectorParams';

/** One sound burst that passed as a cough, with the features it was judged on. */
export interface CoughSound {
  startSeconds: number;
  endSeconds: number;
  /** Peak frame level, dB SPL (compared with `cough_intensity`). */
  intensity: number;
  /** Sound exposure level of the burst, dB re 1 s (compared with `cough_energy`). */
  energy: number;
  /** Mean power of the burst above the background, dB (compared with `cough_sound_power`). */
  soundPower: number;
}

/** A cough epoch: coughs without a pause longer than {@link COUGH_EPOCH_GAP_SECONDS}. */
export interface CoughBout {
  startSeconds: number;
  endSeconds: number;
  coughs: CoughSound[];
}

/** Coughs closer than this form one epoch (ERS guidelines on the assessment of cough, Morice AH
 * et al., Eur Respir J 2007;29:1256-1276: "continuous coughing without a 2-s pause"). */
export const COUGH_EPOCH_GAP_SECONDS = 2;
/** A burst starts where the level rises this far above the background, dB (design choice:
 * four standard deviations of a quiet room's 1.5 dB frame-to-frame fluctuation). */
const ONSET_MARGIN_DB = 6;
/** Cough sounds last 300-650 ms (Korpáš J et al., Pulm Pharmacol 1996;9:261-268); the part
 * above the onset margin is shorter, so bursts of 0.2-0.8 s qualify. A lone speech syllable
 * short enough to peak in its first 100 ms is shorter than 0.2 s. */
const MINIMUM_BURST_SECONDS = 0.2;
const MAXIMUM_BURST_SECONDS = 0.8;
/** The explosive phase peaks within 30-50 ms of the glottis opening (Korpáš 1996); one frame of
 * margin gives 100 ms. Speech and laughter build up more slowly. */
const MAXIMUM_RISE_SECONDS = 0.1;
/** A cough's expulsion follows the compressive phase, about 200 ms with the glottis closed
 * (Chung KF, Pavord ID. Lancet 2008;371:1364-1374; Korpáš 1996): so a cough sound starts out of
 * the patient's silence, where a syllable of running speech follows the previous one within
 * 150 ms. Silent means at the background, or far enough under the burst's peak that the sound
 * is someone else's (a television): 15 dB, a power ratio of 30. */
const PRECEDING_SILENCE_SECONDS = 0.2;
/** And it ends in the patient's silence: the sound decays, then the next cough of an epoch needs
 * an inspiration (0.3-0.5 s) and a new compressive phase first. */
const FOLLOWING_SILENCE_SECONDS = 0.2;
const SILENCE_BELOW_PEAK_DB = 15;
/** The background is the median of 2.5 s blocks, and the lowest of those within ±10 s (design
 * choice: the lowest block sees between coughs and syllables; the median rather than a low
 * percentile follows a fluctuating television, so its bursts do not read as onsets). */
const BACKGROUND_BLOCK_SECONDS = 2.5;
const BACKGROUND_PERCENTILE = 0.5;
const BACKGROUND_NEIGHBOUR_BLOCKS = 4;

/**
 * Finds coughs in the microphone's sound-level envelope (dB SPL frames, see
 * {@link CovidRecording}) and groups them into cough epochs. A burst is a run of frames above
 * the local background by 6 dB; it is a cough when it comes out of 200 ms of quiet (the
 * compressive phase) and is followed by 200 ms of quiet (the next inspiration), lasts 0.2-0.8 s, peaks within 100 ms of its onset (the explosive phase),
 * and its peak level, sound exposure level and mean power above
 * the background reach `cough_intensity`, `cough_energy` and `cough_sound_power`. Frames marked
 * unusable are never part of a burst. O(n) in frames plus sorting 2.5 s blocks.
 * @example
 * const bouts = detectCoughs(level, 20, quality.usable, DEFAULT_COVID_DETECTOR_PARAMS);
 */
export function detectCoughs(
  level: ArrayLike<number>,
  samplingRate: number,
  usable: ArrayLike<number>,
  params: Pick<CovidDetectorParams, 'cough_intensity' | 'cough_energy' | 'cough_sound_power'>,
): CoughBout[] {
  const background = localBackground(level, samplingRate, usable);
  const coughs: CoughSound[] = [];
  let burstStart = -1;
  for (let index = 0; index <= level.length; index += 1) {
    const active =
      index < level.length &&
      usable[index] === 1 &&
      (level[index] as number) > (background[index] as number) + ONSET_MARGIN_DB;
    if (active && burstStart < 0) burstStart = index;
    if (!active && burstStart >= 0) {
      const cough = judgeBurst(level, background, burstStart, index, samplingRate, params);
      if (cough) coughs.push(cough);
      burstStart = -1;
    }
  }
  return groupIntoEpochs(coughs);
}

function judgeBurst(
  level: ArrayLike<number>,
  background: Float64Array,
  start: number,
  end: number,
  samplingRate: number,
  params: Pick<CovidDetectorParams, 'cough_intensity' | 'cough_energy' | 'cough_sound_power'>,
): CoughSound | undefined {
  const seconds = (end - start) / samplingRate;
  if (seconds < MINIMUM_BURST_SECONDS || seconds > MAXIMUM_BURST_SECONDS) return undefined;
  let peak = Number.NEGATIVE_INFINITY;
  let peakIndex = start;
  let power = 0;
  let backgroundPower = 0;
  for (let index = start; index < end; index += 1) {
    const value = level[index] as number;
    if (value > peak) {
      peak = value;
      peakIndex = index;
    }
    power += 10 ** (value / 10);
    backgroundPower += 10 ** ((background[index] as number) / 10);
  }
  if ((peakIndex - start) / samplingRate > MAXIMUM_RISE_SECONDS) return undefined;
  const quietBefore = Math.round(PRECEDING_SILENCE_SECONDS * samplingRate);
  const quietAfter = Math.round(FOLLOWING_SILENCE_SECONDS * samplingRate);
  if (start - quietBefore < 0 || end + quietAfter > level.length) return undefined;
  const quiet = (from: number, to: number) => {
    for (let index = from; index < to; index += 1) {
      const value = level[index] as number;
      if (
        value > (background[index] as number) + ONSET_MARGIN_DB &&
        value > peak - SILENCE_BELOW_PEAK_DB
      )
        return false;
    }
    return true;
  };
  if (!quiet(start - quietBefore, start) || !quiet(end, end + quietAfter)) return undefined;
  const energy = 10 * Math.log10(power / samplingRate);
  const soundPower = 10 * Math.log10(power / backgroundPower);
  if (
    peak < params.cough_intensity ||
    energy < params.cough_energy ||
    soundPower < params.cough_sound_power
  )
    return undefined;
  return {
    startSeconds: start / samplingRate,
    endSeconds: end / samplingRate,
    intensity: peak,
    energy,
    soundPower,
  };
}

function groupIntoEpochs(coughs: CoughSound[]): CoughBout[] {
  const bouts: CoughBout[] = [];
  for (const cough of coughs) {
    const last = bouts.at(-1);
    if (last && cough.startSeconds - last.endSeconds <= COUGH_EPOCH_GAP_SECONDS) {
      last.coughs.push(cough);
      last.endSeconds = cough.endSeconds;
    } else {
      bouts.push({
        startSeconds: cough.startSeconds,
        endSeconds: cough.endSeconds,
        coughs: [cough],
      });
    }
  }
  return bouts;
}

/** Per-frame background level: low percentile of blocks, lowest among the neighbouring blocks. */
function localBackground(
  level: ArrayLike<number>,
  samplingRate: number,
  usable: ArrayLike<number>,
): Float64Array {
  const blockFrames = Math.max(1, Math.round(BACKGROUND_BLOCK_SECONDS * samplingRate));
  const blockCount = Math.ceil(level.length / blockFrames);
  const blockLevel = new Float64Array(blockCount);
  const values = new Float64Array(blockFrames);
  for (let block = 0; block < blockCount; block += 1) {
    let count = 0;
    const end = Math.min(level.length, (block + 1) * blockFrames);
    for (let index = block * blockFrames; index < end; index += 1) {
      if (usable[index]) values[count++] = level[index] as number;
    }
    // A typed-array sort is numeric and native: far cheaper than sorting a number[].
    const sorted = values.subarray(0, count).sort();
    blockLevel[block] = count
      ? (sorted[Math.floor(BACKGROUND_PERCENTILE * (count - 1))] as number)
      : Number.POSITIVE_INFINITY;
  }
  const background = new Float64Array(level.length);
  for (let block = 0; block < blockCount; block += 1) {
    let lowest = Number.POSITIVE_INFINITY;
    const last = Math.min(blockCount - 1, block + BACKGROUND_NEIGHBOUR_BLOCKS);
    for (let other = Math.max(0, block - BACKGROUND_NEIGHBOUR_BLOCKS); other <= last; other += 1)
      lowest = Math.min(lowest, blockLevel[other] as number);
    background.fill(lowest, block * blockFrames, Math.min(level.length, (block + 1) * blockFrames));
  }
  return background;
}
