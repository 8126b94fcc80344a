import { describe, expect, it } from 'vitest';
import type { Beat } from '../../events/beatClasses';
import type { EcgScenario } from './ecgScenario';
import { generateSyntheticEcg } from './syntheticEcg';

const RATE = 500;
const ms = (milliseconds: number) => Math.round((milliseconds / 1000) * RATE);

/**
 * QRS duration by slope: from the first to the last sample within 150 ms of the R peak where
 * the signal changes faster than 8 mV/s (P and T waves change at 3-5 mV/s, QRS complexes at
 * 30-130 mV/s).
 */
function qrsDurationMs(signal: Float32Array, rPeak: number): number {
  const threshold = 8 / RATE;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (let index = rPeak - ms(150); index <= rPeak + ms(150); index += 1) {
    const slope = Math.abs((signal[index + 1] as number) - (signal[index] as number));
    if (slope > threshold) {
      first = Math.min(first, index);
      last = Math.max(last, index + 1);
    }
  }
  return ((last - first) / RATE) * 1000;
}

/** The ensemble average of `signal` from `fromMs` to `toMs` around the given beats. */
function ensembleAverage(signal: Float32Array, beats: Beat[], fromMs: number, toMs: number) {
  const average = new Float64Array(ms(toMs - fromMs));
  for (const beat of beats)
    for (let index = 0; index < average.length; index += 1)
      average[index] =
        (average[index] as number) +
        (signal[beat.sample + ms(fromMs) + index] as number) / beats.length;
  return average;
}

const peak = (values: Float64Array) => Math.max(...Array.from(values, Math.abs));

/** Frequency of a wave from its zero crossings (two per cycle; exact zeros do not count), Hz. */
function zeroCrossingFrequency(values: ArrayLike<number>) {
  let crossings = 0;
  let sign = 0;
  for (let index = 0; index < values.length; index += 1) {
    const current = Math.sign(values[index] as number);
    if (current === 0) continue;
    if (sign !== 0 && current !== sign) crossings += 1;
    sign = current;
  }
  return crossings / 2 / (values.length / RATE);
}

/** The atrial waves alone: the same recording with them minus the one without them. */
function atrialWavesOf(withWaves: Float32Array, without: Float32Array, from: number, to: number) {
  return Float32Array.from(
    withWaves.subarray(from * RATE, to * RATE),
    (value, index) => value - (without[from * RATE + index] as number),
  );
}

const clean = (scenario: Omit<EcgScenario, 'noise' | 'samplingRate'>) =>
  generateSyntheticEcg({ ...scenario, samplingRate: RATE, noise: 'none' });

describe('synthetic ECG morphology', () => {
  const scenario = {
    durationSeconds: 300,
    seed: 21,
    leads: ['II', 'V1'],
    ectopics: { ventricularPerHour: 300, ventricularFoci: 3 },
    episodes: [
      { type: 'ATRIAL_FIBRILLATION', startSeconds: 150, durationSeconds: 140, ventricularRate: 70 },
    ],
  } as const satisfies EcgScenario;
  const ecg = clean(scenario);
  const lead = ecg.signals[0] as Float32Array;
  const inSinus = (beat: Beat) => beat.sample < 145 * RATE;
  const inAf = (beat: Beat) => beat.sample > 152 * RATE && beat.sample < 288 * RATE;
  const followsLongRr = (beat: Beat, index: number) =>
    (ecg.rrIntervals[index - 1] ?? 0) > 0.75 && (ecg.beats[index - 1]?.beatClass ?? 'V') === 'N';

  it('draws narrow sinus QRS complexes and wide ventricular ones', () => {
    const normal = ecg.beats.filter((beat) => beat.beatClass === 'N').slice(1, 40);
    const ventricular = ecg.beats.filter((beat) => beat.beatClass === 'V');
    expect(ventricular.length).toBeGreaterThan(10);
    for (const beat of normal) {
      const duration = qrsDurationMs(lead, beat.sample);
      expect(duration).toBeGreaterThan(50);
      expect(duration).toBeLessThan(110);
    }
    for (const beat of ventricular)
      expect(qrsDurationMs(lead, beat.sample)).toBeGreaterThanOrEqual(120);
  });

  it('draws a P wave before sinus beats and none in atrial fibrillation', () => {
    const sinus = ecg.beats.filter((beat, index) => inSinus(beat) && followsLongRr(beat, index));
    const fibrillation = ecg.beats.filter(
      (beat, index) => inAf(beat) && followsLongRr(beat, index),
    );
    expect(sinus.length).toBeGreaterThan(50);
    expect(fibrillation.length).toBeGreaterThan(50);
    // Lead II's P wave is 0.15 mV tall 120-220 ms before the R peak; f waves average out.
    expect(peak(ensembleAverage(lead, sinus, -240, -100))).toBeGreaterThan(0.1);
    expect(peak(ensembleAverage(lead, fibrillation, -240, -100))).toBeLessThan(0.04);
  });

  it('draws the sinus P wave a premature ventricular beat pre-empted, the atria undisturbed', () => {
    const ventricular = ecg.beats.filter((beat) => inSinus(beat) && beat.beatClass === 'V');
    expect(ventricular.length).toBeGreaterThan(5);
    const withoutP = clean({ ...scenario, conduction: { pWaveScale: 0 } });
    const pWaves = Float32Array.from(
      lead,
      (value, index) => value - (withoutP.signals[0]?.[index] as number),
    );
    // The pre-empted sinus beat's P wave (0.15 mV in lead II) falls between 200 ms before and
    // 450 ms after the PVC (a coupling of 55-75 % of the cycle); the sinus P waves around it are
    // further away.
    for (const beat of ventricular)
      expect(
        peak(Float64Array.from(pWaves.subarray(beat.sample - ms(200), beat.sample + ms(450)))),
      ).toBeGreaterThan(0.1);
  });

  it('draws f waves at the set 4-9 Hz frequency in atrial fibrillation', () => {
    const fibrillation = (waveAmplitude: number) =>
      clean({
        durationSeconds: 40,
        seed: 5,
        episodes: [
          {
            type: 'ATRIAL_FIBRILLATION',
            startSeconds: 5,
            durationSeconds: 30,
            fibrillatoryFrequency: 7,
            waveAmplitude,
          },
        ],
      }).signals[0] as Float32Array;
    const fWaves = atrialWavesOf(fibrillation(1), fibrillation(0), 6, 34);
    const frequency = zeroCrossingFrequency(fWaves);
    // 7 Hz with a frequency modulation of ±0.2 Hz.
    expect(frequency).toBeGreaterThan(6.6);
    expect(frequency).toBeLessThan(7.4);
    expect(Math.max(...fWaves)).toBeGreaterThan(0.02);
    expect(Math.max(...fWaves)).toBeLessThan(0.1);
  });

  it('draws a sawtooth flutter wave at the atrial rate with 2:1 and 4:1 conduction', () => {
    for (const conduction of [2, 4] as const) {
      const flutter = (waveAmplitude: number) =>
        clean({
          durationSeconds: 40,
          seed: 8,
          episodes: [
            {
              type: 'ATRIAL_FLUTTER',
              startSeconds: 5,
              durationSeconds: 30,
              atrialRate: 300,
              conduction,
              waveAmplitude,
            },
          ],
        });
      const withWaves = flutter(1);
      const fWaves = atrialWavesOf(
        withWaves.signals[0] as Float32Array,
        flutter(0).signals[0] as Float32Array,
        6,
        34,
      );
      expect(zeroCrossingFrequency(fWaves)).toBeCloseTo(5, 1);
      // Inferior-lead flutter waves are about 0.2 mV.
      expect(Math.max(...fWaves)).toBeGreaterThan(0.15);
      const flutterRr = withWaves.rrIntervals.filter(
        (_, index) =>
          (withWaves.beats[index]?.sample as number) > 6 * RATE &&
          (withWaves.beats[index + 1]?.sample as number) < 34 * RATE,
      );
      for (const rr of flutterRr) expect(rr).toBeCloseTo(conduction * 0.2, 2);
    }
  });

  it('scales each lead by its profile: a tall R in II, a deep S in V1', () => {
    const twoLeads = clean({ durationSeconds: 20, seed: 3, leads: ['II', 'V1'] });
    const beat = twoLeads.beats[5] as Beat;
    const around = (signal: Float32Array) =>
      signal.subarray(beat.sample - ms(60), beat.sample + ms(60));
    const [ii, v1] = twoLeads.signals.map(around) as [Float32Array, Float32Array];
    expect(Math.max(...ii)).toBeGreaterThan(1);
    expect(Math.min(...v1)).toBeLessThan(-0.6);
    expect(Math.max(...v1)).toBeLessThan(0.4);
  });

  describe('conduction disorders', () => {
    const base = { durationSeconds: 120, seed: 8, leads: ['II', 'V1'] } as const;
    const medianQrsMs = (
      scenario: Omit<EcgScenario, 'noise' | 'samplingRate'>,
      beatClass: 'N' | 'S',
    ) => {
      const record = clean(scenario);
      const widths = record.beats
        .filter((beat) => beat.beatClass === beatClass && beat.sample > ms(500))
        .map((beat) => qrsDurationMs(record.signals[0] as Float32Array, beat.sample))
        .sort((a, b) => a - b);
      return widths[widths.length >> 1] as number;
    };

    it('widens every normal QRS past 120 ms in a bundle branch block, from under 110 ms', () => {
      expect(medianQrsMs(base, 'N')).toBeLessThan(110);
      expect(
        medianQrsMs({ ...base, conduction: { bundleBranchBlock: 'right' } }, 'N'),
      ).toBeGreaterThan(120);
      expect(
        medianQrsMs({ ...base, conduction: { bundleBranchBlock: 'left' } }, 'N'),
      ).toBeGreaterThan(120);
    });

    it('conducts atrial premature beats aberrantly (wide, still S) at the given share', () => {
      const ectopics = { supraventricularPerHour: 900 };
      expect(medianQrsMs({ ...base, ectopics }, 'S')).toBeLessThan(110);
      expect(
        medianQrsMs({ ...base, ectopics, conduction: { aberrantShare: 1 } }, 'S'),
      ).toBeGreaterThan(120);
    });

    it('keeps the recordings made without it: same beats and samples by default', () => {
      const plain = clean({ ...base, ectopics: { supraventricularPerHour: 900 } });
      const explicit = clean({
        ...base,
        ectopics: { supraventricularPerHour: 900 },
        conduction: { bundleBranchBlock: 'none', aberrantShare: 0, pWaveScale: 1, tWaveScale: 1 },
      });
      expect(explicit.beats).toEqual(plain.beats);
      expect(explicit.signals[0]).toEqual(plain.signals[0]);
    });

    it('gives septal ventricular foci the normal polarity and a narrower QRS than myocardial ones', () => {
      const durations = (ventricularOrigin: 'septal' | 'myocardial') => {
        const record = clean({
          ...base,
          ectopics: { ventricularPerHour: 600, ventricularFoci: 4, ventricularOrigin },
        });
        const lead = record.signals[0] as Float32Array;
        const ventricular = record.beats.filter(
          (beat) => beat.beatClass === 'V' && beat.sample > ms(500),
        );
        expect(ventricular.length).toBeGreaterThan(10);
        // Lead II's normal QRS points up: so does every septal focus's.
        if (ventricularOrigin === 'septal')
          for (const beat of ventricular) expect(lead[beat.sample] as number).toBeGreaterThan(0.5);
        const sorted = ventricular
          .map((beat) => qrsDurationMs(lead, beat.sample))
          .sort((a, b) => a - b);
        return { shortest: sorted[0] as number, median: sorted[sorted.length >> 1] as number };
      };
      const septal = durations('septal');
      const myocardial = durations('myocardial');
      expect(septal.shortest).toBeGreaterThan(100);
      expect(septal.median).toBeLessThan(myocardial.median);
    });

    it('scales the P and T waves', () => {
      const plain = clean(base);
      const tall = clean({ ...base, conduction: { pWaveScale: 2.5, tWaveScale: 2.5 } });
      const beats = plain.beats.slice(2, -2);
      const lead = (record: typeof plain) => record.signals[0] as Float32Array;
      const t = (record: typeof plain) => peak(ensembleAverage(lead(record), beats, 150, 450));
      const p = (record: typeof plain) => peak(ensembleAverage(lead(record), beats, -250, -100));
      expect(t(tall) / t(plain)).toBeGreaterThan(2);
      expect(p(tall) / p(plain)).toBeGreaterThan(2);
    });
  });
});
