import { type Random, createRandom } from '../random';
import type { EcgNoiseSettings } from './ecgScenario';
import { RESPIRATION_STEP_SECONDS, respirationPhase } from './respirationPhase';
import { SlowProcess, firstOrderNoise } from './slowProcess';
import { sleepFraction } from './sleepFraction';

/** Electrode drift: first-order noise with a 8 s time constant (corner ~0.02 Hz, below the
 * 0.05 Hz high-pass of diagnostic ECG, AHA: Kligfield P et al., Circulation 115:1306, 2007). */
const DRIFT_TIME_CONSTANT_SECONDS = 8;
const DRIFT_STEP_SECONDS = 0.25;
/** Muscle activity waxes and wanes over tens of seconds (log-normal envelope). */
const MUSCLE_ENVELOPE_SECONDS = 20;
const MUSCLE_ENVELOPE_SPREAD = 0.5;
/** Less muscle activity asleep. */
const MUSCLE_SLEEP_REDUCTION = 0.5;
const SLEEP_STEP_SECONDS = 10;
/** EMG deviates come from a table of 2^14 normal deviates picked by 14 random bits each, two
 * picks per 32-bit draw: a day of two leads needs 43 million of them. */
const GAUSSIAN_TABLE_BITS = 14;
const GAUSSIAN_TABLE_MASK = (1 << GAUSSIAN_TABLE_BITS) - 1;
/** A periodic mains table is used when one period of samples is at most this long. */
const MAX_MAINS_TABLE = 1 << 16;

interface LeadNoise {
  wanderSin: number;
  wanderCos: number;
  mainsGain: number;
  drift: SlowProcess;
}

const greatestCommonDivisor = (a: number, b: number): number =>
  b === 0 ? a : greatestCommonDivisor(b, a % b);

/** One period of the mains hum at the sampling rate, or undefined when it does not repeat soon. */
function mainsTable(frequency: number, samplingRate: number, phase: number) {
  if (!Number.isInteger(samplingRate)) return undefined;
  const period = samplingRate / greatestCommonDivisor(samplingRate, frequency);
  if (period > MAX_MAINS_TABLE) return undefined;
  const step = (2 * Math.PI * frequency) / samplingRate;
  return Float64Array.from({ length: period }, (_, index) => Math.sin(step * index + phase));
}

/**
 * The noise of an ambulatory ECG, added block after block in order; every sample's noise
 * depends only on its index, so a recording cut into blocks of any size gets exactly the same
 * noise: respiratory baseline wander (following the breathing phase), slow electrode drift,
 * EMG whose level follows activity and sleep, and mains hum (left out at or above the Nyquist
 * frequency, where the recorder's anti-aliasing filter would remove it).
 */
export class EcgNoise {
  private readonly white: Random;
  private readonly gaussianTable: Float64Array;
  private readonly breathingSine: SlowProcess;
  private readonly breathingCosine: SlowProcess;
  private readonly sleep: SlowProcess;
  private readonly muscleEnvelope: SlowProcess;
  private readonly leads: LeadNoise[];
  private readonly mains: Float64Array | undefined;
  private nextSample = 0;
  /** The second table index of the last 32 random bits, or -1 when used. */
  private spareBits = -1;
  private scratch = {
    breath: new Float64Array(0),
    level: new Float64Array(0),
    other: new Float64Array(0),
  };

  constructor(
    private readonly settings: EcgNoiseSettings,
    private readonly samplingRate: number,
    leadCount: number,
    seed: number,
    respiration: { seed: number; breathsPerMinute: number; startClockSeconds: number },
  ) {
    const random = createRandom(seed);
    this.white = random.fork();
    this.gaussianTable = Float64Array.from({ length: 1 << GAUSSIAN_TABLE_BITS }, () =>
      random.gaussian(),
    );
    // The wander's sine and cosine are taken on the breathing phase's 0.25 s grid and
    // interpolated: 16 or more points per breath keep the error below 2 % of the wander (about
    // a microvolt), for a fraction of the cost of two trigonometric calls a sample.
    const breathingWave = (wave: (phase: number) => number) => {
      const phase = respirationPhase(
        respiration.seed,
        respiration.breathsPerMinute,
        respiration.startClockSeconds,
      );
      let time = 0;
      return new SlowProcess(RESPIRATION_STEP_SECONDS, () => {
        const value = wave(phase.valueAt(time));
        time += RESPIRATION_STEP_SECONDS;
        return value;
      });
    };
    this.breathingSine = breathingWave(Math.sin);
    this.breathingCosine = breathingWave(Math.cos);
    let sleepTime = 0;
    this.sleep = new SlowProcess(SLEEP_STEP_SECONDS, () => {
      const value = sleepFraction(respiration.startClockSeconds + sleepTime);
      sleepTime += SLEEP_STEP_SECONDS;
      return value;
    });
    const envelope = firstOrderNoise(random.fork(), 1, MUSCLE_ENVELOPE_SECONDS);
    let envelopeTime = 0;
    // exp(s·x) of unit-variance x has mean exp(s²/2): divide it out so `muscle` stays the RMS.
    const envelopeMean = Math.exp((MUSCLE_ENVELOPE_SPREAD * MUSCLE_ENVELOPE_SPREAD) / 2);
    this.muscleEnvelope = new SlowProcess(1, () => {
      const value =
        Math.exp(MUSCLE_ENVELOPE_SPREAD * envelope.valueAt(envelopeTime)) / envelopeMean;
      envelopeTime += 1;
      return value;
    });
    this.leads = Array.from({ length: leadCount }, () => {
      const gain = random.uniform(0.6, 1.2);
      const phase = random.uniform(0, 2 * Math.PI);
      return {
        // sin(b + φ) = sin b cos φ + cos b sin φ: one sine and cosine a sample for all leads.
        wanderSin: settings.respiratoryWander * gain * Math.cos(phase),
        wanderCos: settings.respiratoryWander * gain * Math.sin(phase),
        mainsGain: settings.mains * random.uniform(0.5, 1),
        drift: firstOrderNoise(random.fork(), DRIFT_STEP_SECONDS, DRIFT_TIME_CONSTANT_SECONDS),
      };
    });
    const mainsPhase = random.uniform(0, 2 * Math.PI);
    this.mains =
      settings.mains > 0 && settings.mainsFrequency < samplingRate / 2
        ? mainsTable(settings.mainsFrequency, samplingRate, mainsPhase)
        : undefined;
  }

  /**
   * Adds the noise of the samples from `startSample` on to the accumulators (one per lead).
   * Blocks must come in order without gaps.
   */
  addTo(signals: readonly Float64Array[], startSample: number): void {
    if (startSample !== this.nextSample)
      throw new RangeError(`noise expected sample ${this.nextSample}, got ${startSample}`);
    const length = signals[0]?.length ?? 0;
    this.nextSample += length;
    if (this.scratch.breath.length !== length)
      this.scratch = {
        breath: new Float64Array(length),
        level: new Float64Array(length),
        other: new Float64Array(length),
      };
    const { breath, level, other } = this.scratch;
    const { respiratoryWander, drift, muscle } = this.settings;
    if (respiratoryWander > 0) this.addWander(signals, startSample, breath, level);
    if (drift > 0)
      for (const [lead, noise] of this.leads.entries()) {
        noise.drift.fillSamples(other, startSample, this.samplingRate);
        const signal = signals[lead] as Float64Array;
        for (let index = 0; index < length; index += 1)
          signal[index] = (signal[index] as number) + drift * (other[index] as number);
      }
    if (muscle > 0) this.addMuscle(signals, startSample, level, other);
    if (this.mains) {
      const table = this.mains;
      for (const [lead, noise] of this.leads.entries()) {
        const signal = signals[lead] as Float64Array;
        let phase = startSample % table.length;
        for (let index = 0; index < length; index += 1) {
          signal[index] = (signal[index] as number) + noise.mainsGain * (table[phase] as number);
          phase = phase + 1 === table.length ? 0 : phase + 1;
        }
      }
    }
  }

  private addWander(
    signals: readonly Float64Array[],
    startSample: number,
    sine: Float64Array,
    cosine: Float64Array,
  ) {
    this.breathingSine.fillSamples(sine, startSample, this.samplingRate);
    this.breathingCosine.fillSamples(cosine, startSample, this.samplingRate);
    for (let lead = 0; lead < this.leads.length; lead += 1) {
      const { wanderSin, wanderCos } = this.leads[lead] as LeadNoise;
      const signal = signals[lead] as Float64Array;
      for (let index = 0; index < sine.length; index += 1)
        signal[index] =
          (signal[index] as number) +
          wanderSin * (sine[index] as number) +
          wanderCos * (cosine[index] as number);
    }
  }

  private addMuscle(
    signals: readonly Float64Array[],
    startSample: number,
    level: Float64Array,
    envelope: Float64Array,
  ) {
    const { muscle } = this.settings;
    this.sleep.fillSamples(level, startSample, this.samplingRate);
    this.muscleEnvelope.fillSamples(envelope, startSample, this.samplingRate);
    for (let index = 0; index < level.length; index += 1)
      level[index] =
        muscle *
        (1 - MUSCLE_SLEEP_REDUCTION * (level[index] as number)) *
        (envelope[index] as number);
    // Deviates are drawn sample by sample, lead by lead, two per 32 random bits; the state
    // carries over between blocks, so the sequence does not depend on the block size.
    const table = this.gaussianTable;
    const leadCount = this.leads.length;
    for (let index = 0; index < level.length; index += 1) {
      const rms = level[index] as number;
      for (let lead = 0; lead < leadCount; lead += 1) {
        let tableIndex: number;
        if (this.spareBits < 0) {
          const bits = Math.floor(this.white.next() * 4294967296);
          tableIndex = bits & GAUSSIAN_TABLE_MASK;
          this.spareBits = (bits >>> 16) & GAUSSIAN_TABLE_MASK;
        } else {
          tableIndex = this.spareBits;
          this.spareBits = -1;
        }
        const signal = signals[lead] as Float64Array;
        signal[index] = (signal[index] as number) + rms * (table[tableIndex] as number);
      }
    }
  }
}
