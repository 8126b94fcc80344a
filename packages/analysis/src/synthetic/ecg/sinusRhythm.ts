import type { Random } from '../random';
import type { HeartRateSettings } from './ecgScenario';
import { respirationPhase } from './respirationPhase';
import { type SlowProcess, pinkNoise, resonantNoise } from './slowProcess';
import { sleepFraction } from './sleepFraction';

/** The sinus rate range of a rhythm, beats/min; the instantaneous rate is kept inside it. */
export interface SinusRateRange {
  /** Mean rate; absent means the scenario's mean with its day-night variation. */
  rate?: number;
  minRate: number;
  maxRate: number;
}

/** Outside scheduled brady- and tachycardia the sinus rate stays within 61-99/min, so that the
 * ground truth lists every rate below 60/min and above 100/min (clinical-domain §9). */
export const NORMAL_SINUS_RANGE: Readonly<SinusRateRange> = { minRate: 61, maxRate: 99 };

/** Width of the LF peak, Hz (ECGSYN: standard deviation 0.01 Hz around 0.1 Hz, McSharry 2003). */
const LF_BANDWIDTH_HZ = 0.02;
/** RR at which the HRV fractions apply (72/min); HRV shrinks as the rate rises and grows as it
 * falls (Sacha J, Ann Noninvasive Electrocardiol 18(3):207-215, 2013). */
const REFERENCE_RR_SECONDS = 60 / 72;
/** Asleep, vagal tone raises HF and lowers LF modulation (Task Force 1996, circadian pattern;
 * Furlan R et al., Circulation 81:537-547, 1990). */
const SLEEP_HF_GAIN = 0.4;
const SLEEP_LF_GAIN = -0.2;

/**
 * The sinus node: its cycle length at any moment, from the mean rate, the day-night variation
 * and three RR modulations — narrow-band LF (Mayer waves), HF locked to the breathing phase
 * (respiratory sinus arrhythmia) and 1/f fluctuation. Times passed to {@link rrAt} must not
 * decrease.
 */
export class SinusRhythm {
  private readonly lf: SlowProcess;
  private readonly pink: SlowProcess;
  private readonly breathing: SlowProcess;
  private latestSeconds = 0;

  constructor(
    private readonly settings: HeartRateSettings,
    random: Random,
    respirationSeed: number,
    private readonly startClockSeconds: number,
  ) {
    this.lf = resonantNoise(random.fork(), 0.5, settings.lfFrequency, LF_BANDWIDTH_HZ);
    this.pink = pinkNoise(random.fork(), 1);
    this.breathing = respirationPhase(respirationSeed, settings.respirationRate, startClockSeconds);
  }

  /** The mean sinus rate at a time (without HRV), beats/min. */
  meanRateAt(seconds: number): number {
    const sleep = sleepFraction(this.startClockSeconds + seconds);
    // Awake 16 h at +A and asleep 8 h at -2A average to the 24-hour mean.
    const amplitude = this.settings.circadianAmplitude;
    return this.settings.mean * (1 + amplitude - 3 * amplitude * sleep);
  }

  /** Length of the sinus cycle that starts at `seconds`, s. */
  rrAt(time: number, range: SinusRateRange = NORMAL_SINUS_RANGE): number {
    // A cycle asked for just before the latest one reads the latest state (the processes only
    // move forward; they change far too slowly for the difference to matter).
    const seconds = Math.max(time, this.latestSeconds);
    this.latestSeconds = seconds;
    const { lfStd, hfStd, pinkStd } = this.settings;
    const sleep = sleepFraction(this.startClockSeconds + seconds);
    const meanRr = 60 / (range.rate ?? this.meanRateAt(seconds));
    const scale = Math.min(1.5, Math.max(0.3, meanRr / REFERENCE_RR_SECONDS));
    // Inspiration shortens the RR interval; a sine of amplitude √2·σ has standard deviation σ.
    const modulation =
      lfStd * (1 + SLEEP_LF_GAIN * sleep) * this.lf.valueAt(seconds) -
      hfStd * Math.SQRT2 * (1 + SLEEP_HF_GAIN * sleep) * Math.sin(this.breathing.valueAt(seconds)) +
      pinkStd * this.pink.valueAt(seconds);
    const rr = meanRr * (1 + scale * modulation);
    return Math.min(60 / range.minRate, Math.max(60 / range.maxRate, rr));
  }
}
