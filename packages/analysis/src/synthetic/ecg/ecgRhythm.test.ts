import { describe, expect, it } from 'vitest';
import type { HolterEventType } from '@telemed/domain';
import type { DetectedEvent } from '../../events/detectedEvent';
import { planSyntheticEcg } from './syntheticEcg';

const NOON = 12 * 3600;

const mean = (values: ArrayLike<number>) =>
  Array.from(values).reduce((sum, value) => sum + value, 0) / values.length;
const coefficientOfVariation = (values: ArrayLike<number>) => {
  const average = mean(values);
  return Math.sqrt(mean(Array.from(values, (value) => (value - average) ** 2))) / average;
};

/** Power of the NN series, resampled at 4 Hz, at each frequency of `frequencies` (plain DFT). */
function nnSpectrum(nn: Float64Array, times: Float64Array, frequencies: number[]) {
  const step = 0.25;
  const resampled: number[] = [];
  let segment = 1;
  for (let time = times[0] as number; time <= (times.at(-1) as number); time += step) {
    while ((times[segment] as number) < time) segment += 1;
    const t0 = times[segment - 1] as number;
    const t1 = times[segment] as number;
    const fraction = t1 > t0 ? (time - t0) / (t1 - t0) : 0;
    resampled.push(
      (nn[segment - 1] as number) +
        fraction * ((nn[segment] as number) - (nn[segment - 1] as number)),
    );
  }
  const average = mean(resampled);
  return frequencies.map((frequency) => {
    let re = 0;
    let im = 0;
    resampled.forEach((value, index) => {
      re += (value - average) * Math.cos(2 * Math.PI * frequency * index * step);
      im -= (value - average) * Math.sin(2 * Math.PI * frequency * index * step);
    });
    return (re * re + im * im) / resampled.length;
  });
}

const withinEpisode = (episode: DetectedEvent<HolterEventType>, rate: number) => (sample: number) =>
  sample >= Math.round(episode.startSeconds * rate) &&
  sample <= Math.round(episode.endSeconds * rate);

describe('synthetic ECG rhythm', () => {
  it('beats at the set mean rate over the recording', () => {
    const plan = planSyntheticEcg({
      durationSeconds: 600,
      seed: 4,
      startTimeOfDaySeconds: NOON,
      // Without the 1/f component, whose slow swings move a 10-minute mean by several per cent.
      heartRate: { mean: 72, circadianAmplitude: 0, pinkStd: 0 },
    });
    expect(plan.beats.length).toBeGreaterThan(0.97 * 720);
    expect(plan.beats.length).toBeLessThan(1.03 * 720);
    expect(plan.beats.every((beat) => beat.beatClass === 'N')).toBe(true);
    expect(plan.episodes).toEqual([expect.objectContaining({ type: 'SINUS' })]);
  });

  it('has an HRV spectrum with an LF peak near 0.1 Hz and an HF peak at the breathing rate', () => {
    const plan = planSyntheticEcg({
      durationSeconds: 900,
      seed: 9,
      startTimeOfDaySeconds: NOON,
      heartRate: { mean: 65, circadianAmplitude: 0, pinkStd: 0, respirationRate: 15 },
    });
    const frequencies = Array.from({ length: 96 }, (_, index) => 0.02 + index * 0.005);
    const power = nnSpectrum(plan.nnIntervals, plan.nnTimes, frequencies);
    const peakIn = (low: number, high: number) => {
      let best = -1;
      frequencies.forEach((frequency, index) => {
        if (
          frequency >= low &&
          frequency <= high &&
          (best < 0 || (power[index] as number) > (power[best] as number))
        )
          best = index;
      });
      return { frequency: frequencies[best] as number, power: power[best] as number };
    };
    const lf = peakIn(0.04, 0.15);
    const hf = peakIn(0.15, 0.4);
    const floor = mean(power.filter((_, index) => (frequencies[index] as number) > 0.4));
    expect(lf.frequency).toBeGreaterThan(0.07);
    expect(lf.frequency).toBeLessThan(0.13);
    // 15 breaths/min = 0.25 Hz, with the breath-to-breath variation.
    expect(hf.frequency).toBeGreaterThan(0.22);
    expect(hf.frequency).toBeLessThan(0.28);
    expect(lf.power).toBeGreaterThan(10 * floor);
    expect(hf.power).toBeGreaterThan(10 * floor);
  });

  it('keeps normal sinus rhythm within 61-99/min and slows at night', () => {
    const day = planSyntheticEcg({ durationSeconds: 1800, seed: 2, startTimeOfDaySeconds: NOON });
    const night = planSyntheticEcg({
      durationSeconds: 1800,
      seed: 2,
      startTimeOfDaySeconds: 3 * 3600,
    });
    for (const plan of [day, night])
      for (const rr of plan.nnIntervals) {
        expect(60 / rr).toBeGreaterThanOrEqual(60.9);
        expect(60 / rr).toBeLessThanOrEqual(99.1);
      }
    expect(60 / mean(night.nnIntervals)).toBeLessThan(0.9 * (60 / mean(day.nnIntervals)));
  });

  it('makes AF RR intervals far more irregular than sinus ones', () => {
    const plan = planSyntheticEcg({
      durationSeconds: 600,
      seed: 6,
      episodes: [{ type: 'ATRIAL_FIBRILLATION', startSeconds: 300, durationSeconds: 300 }],
    });
    const af = plan.episodes.find((episode) => episode.type === 'ATRIAL_FIBRILLATION');
    if (!af) throw new Error('no AF episode');
    const inAf = withinEpisode(af, 250);
    const afRr = Array.from(plan.rrIntervals).filter(
      (_, index) =>
        inAf(plan.beats[index]?.sample as number) && inAf(plan.beats[index + 1]?.sample as number),
    );
    const sinusCv = coefficientOfVariation(plan.nnIntervals);
    expect(coefficientOfVariation(afRr)).toBeGreaterThan(0.15);
    expect(coefficientOfVariation(afRr)).toBeGreaterThan(3 * sinusCv);
    // Irregularly irregular: successive differences are as large as the spread itself.
    const successive = afRr.slice(1).map((rr, index) => Math.abs(rr - (afRr[index] as number)));
    expect(mean(successive)).toBeGreaterThan(0.1 * mean(afRr));
  });

  it('makes every beat of a VT run ventricular, at least 3 of them above 100/min', () => {
    const plan = planSyntheticEcg({
      durationSeconds: 120,
      seed: 3,
      episodes: [
        { type: 'VENTRICULAR_TACHYCARDIA', startSeconds: 30, durationSeconds: 1, rate: 150 },
        { type: 'VENTRICULAR_TACHYCARDIA', startSeconds: 60, durationSeconds: 6, rate: 180 },
        { type: 'SUPRAVENTRICULAR_TACHYCARDIA', startSeconds: 90, durationSeconds: 10 },
      ],
    });
    const runs = plan.episodes.filter((episode) => episode.type.endsWith('_TACHYCARDIA'));
    expect(runs.map((run) => run.type)).toEqual([
      'VENTRICULAR_TACHYCARDIA',
      'VENTRICULAR_TACHYCARDIA',
      'SUPRAVENTRICULAR_TACHYCARDIA',
    ]);
    for (const run of runs) {
      const inRun = withinEpisode(run, 250);
      const beats = plan.beats.filter((beat) => inRun(beat.sample));
      expect(beats.length).toBeGreaterThanOrEqual(3);
      const expected = run.type === 'VENTRICULAR_TACHYCARDIA' ? 'V' : 'S';
      expect(beats.every((beat) => beat.beatClass === expected)).toBe(true);
      expect((60 * (beats.length - 1)) / (run.endSeconds - run.startSeconds)).toBeGreaterThan(100);
    }
    // Outside the runs, no ventricular beats were asked for.
    const inAnyRun = (sample: number) => runs.some((run) => withinEpisode(run, 250)(sample));
    expect(
      plan.beats.filter((beat) => !inAnyRun(beat.sample)).every((beat) => beat.beatClass === 'N'),
    ).toBe(true);
  });

  it('makes every beat of an idioventricular rhythm ventricular, regular at its slow rate', () => {
    const plan = planSyntheticEcg({
      durationSeconds: 240,
      seed: 8,
      episodes: [
        { type: 'VENTRICULAR_BRADYCARDIA', startSeconds: 60, durationSeconds: 60, rate: 40 },
      ],
    });
    const rhythm = plan.episodes.find((episode) => episode.type === 'VENTRICULAR_BRADYCARDIA');
    if (!rhythm) throw new Error('no idioventricular rhythm');
    const inside = withinEpisode(rhythm, 250);
    const beats = plan.beats.filter((beat) => inside(beat.sample));
    expect(beats.every((beat) => beat.beatClass === 'V')).toBe(true);
    const rate = (60 * (beats.length - 1)) / (rhythm.endSeconds - rhythm.startSeconds);
    expect(rate).toBeGreaterThan(37);
    expect(rate).toBeLessThan(43);
  });

  it('couples isolated ventricular beats within the asked range of the sinus cycle', () => {
    const coupling = (range?: readonly [number, number]) => {
      const plan = planSyntheticEcg({
        durationSeconds: 1800,
        seed: 4,
        heartRate: { lfStd: 0, hfStd: 0, pinkStd: 0, circadianAmplitude: 0 },
        ectopics: { ventricularPerHour: 200, ...(range && { ventricularCoupling: range }) },
      });
      return plan.beats.flatMap((beat, index) => {
        const previous = plan.beats[index - 1];
        const before = plan.beats[index - 2];
        // The coupling over the sinus interval before it (two sinus beats before the PVC).
        return beat.beatClass === 'V' && previous?.beatClass === 'N' && before?.beatClass === 'N'
          ? [(beat.sample - previous.sample) / (previous.sample - before.sample)]
          : [];
      });
    };
    const usual = coupling();
    const late = coupling([0.85, 1]);
    expect(usual.length).toBeGreaterThan(50);
    expect(Math.min(...usual)).toBeGreaterThan(0.53);
    expect(Math.max(...usual)).toBeLessThan(0.77);
    expect(Math.min(...late)).toBeGreaterThan(0.83);
    expect(Math.max(...late)).toBeLessThan(1.02);
  });

  it('alternates N V in bigeminy and N N V in trigeminy', () => {
    const plan = planSyntheticEcg({
      durationSeconds: 180,
      seed: 12,
      episodes: [
        { type: 'VENTRICULAR_BIGEMINY', startSeconds: 20, durationSeconds: 40 },
        { type: 'VENTRICULAR_TRIGEMINY', startSeconds: 100, durationSeconds: 40 },
      ],
    });
    const pattern = (type: HolterEventType) => {
      const episode = plan.episodes.find((candidate) => candidate.type === type);
      if (!episode) throw new Error(`no ${type}`);
      const inside = withinEpisode(episode, 250);
      return plan.beats
        .filter((beat) => inside(beat.sample))
        .map((beat) => beat.beatClass)
        .join('');
    };
    expect(pattern('VENTRICULAR_BIGEMINY')).toMatch(/^(NV){15,}N?$/);
    expect(pattern('VENTRICULAR_TRIGEMINY')).toMatch(/^(NNV){8,}N{0,2}$/);
  });

  it('makes scheduled pauses exactly as long as asked and reports every RR of 2 s or more', () => {
    const durations = [2, 2.5, 3.7];
    const plan = planSyntheticEcg({
      durationSeconds: 300,
      seed: 5,
      episodes: durations.map((durationSeconds, index) => ({
        type: 'PAUSE' as const,
        startSeconds: 60 + 80 * index,
        durationSeconds,
      })),
    });
    const pauses = plan.episodes.filter((episode) => episode.type === 'PAUSE');
    expect(pauses.map((pause) => pause.endSeconds - pause.startSeconds)).toEqual(
      durations.map((duration) => expect.closeTo(duration, 9)),
    );
    expect(Array.from(plan.rrIntervals).filter((rr) => rr >= 2)).toHaveLength(3);
  });

  it('keeps brady- and tachycardia episodes below 60/min and above 100/min', () => {
    const plan = planSyntheticEcg({
      durationSeconds: 600,
      seed: 8,
      episodes: [
        { type: 'BRADYCARDIA', startSeconds: 100, durationSeconds: 150, rate: 48 },
        { type: 'TACHYCARDIA', startSeconds: 350, durationSeconds: 150, rate: 125 },
      ],
    });
    for (const type of ['BRADYCARDIA', 'TACHYCARDIA'] as const) {
      const episode = plan.episodes.find((candidate) => candidate.type === type);
      if (!episode) throw new Error(`no ${type}`);
      const inside = withinEpisode(episode, 250);
      const rates = Array.from(plan.rrIntervals)
        .filter(
          (_, index) =>
            inside(plan.beats[index]?.sample as number) &&
            inside(plan.beats[index + 1]?.sample as number),
        )
        .map((rr) => 60 / rr);
      expect(rates.length).toBeGreaterThan(100);
      if (type === 'BRADYCARDIA') expect(Math.max(...rates)).toBeLessThan(60);
      else expect(Math.min(...rates)).toBeGreaterThan(100);
    }
  });

  it('speeds up into a sinus tachycardia and slows out of it over a minute, unless abrupt', () => {
    /** The largest shortening of the sinus cycle from one beat to the next within 30 s of the
     * episode's start, and the mean rates of its first minute, of its middle and of the minute
     * after it. */
    const onset = (onsetKind: 'gradual' | 'abrupt') => {
      const plan = planSyntheticEcg({
        durationSeconds: 900,
        seed: 8,
        startTimeOfDaySeconds: NOON,
        episodes: [
          {
            type: 'TACHYCARDIA',
            startSeconds: 300,
            durationSeconds: 300,
            rate: 130,
            onset: onsetKind,
          },
        ],
      });
      const episode = plan.episodes.find((candidate) => candidate.type === 'TACHYCARDIA');
      if (!episode) throw new Error('no tachycardia');
      const seconds = (index: number) => (plan.beats[index]?.sample as number) / plan.samplingRate;
      let largestShortening = 0;
      for (let index = 1; index < plan.rrIntervals.length; index += 1) {
        const time = seconds(index);
        if (Math.abs(time - episode.startSeconds) > 30) continue;
        const shortening =
          1 - (plan.rrIntervals[index] as number) / (plan.rrIntervals[index - 1] as number);
        largestShortening = Math.max(largestShortening, shortening);
      }
      const rates = (from: number, to: number) =>
        Array.from(plan.rrIntervals)
          .filter((_, index) => seconds(index) >= from && seconds(index) < to)
          .map((rr) => 60 / rr);
      return {
        largestShortening,
        firstMinute: mean(rates(episode.startSeconds, episode.startSeconds + 60)),
        middle: mean(rates(episode.startSeconds + 120, episode.startSeconds + 180)),
        minuteAfter: mean(rates(episode.endSeconds, episode.endSeconds + 60)),
      };
    };
    const gradual = onset('gradual');
    const abrupt = onset('abrupt');

    // No beat comes early enough to read as ectopic (10-25 %) where the rate climbs gradually;
    // the switch from a daytime rate of about 95/min to 130/min shortens the cycle by about a
    // quarter at once.
    expect(gradual.largestShortening).toBeLessThan(0.1);
    expect(abrupt.largestShortening).toBeGreaterThan(0.2);
    // The ramp takes the first minute from 100/min up to the asked rate, and the minute after
    // the episode from 100/min back down.
    expect(gradual.middle).toBeCloseTo(130, -1);
    expect(gradual.firstMinute).toBeLessThan(gradual.middle - 10);
    expect(gradual.firstMinute).toBeGreaterThan(101);
    expect(gradual.minuteAfter).toBeGreaterThan(abrupt.minuteAfter + 5);
  });

  it('lets isolated ectopics come at about the asked hourly rates', () => {
    const plan = planSyntheticEcg({
      durationSeconds: 3600,
      seed: 14,
      ectopics: { ventricularPerHour: 120, supraventricularPerHour: 60, fusionPerHour: 30 },
    });
    const count = (beatClass: string) =>
      plan.beats.filter((beat) => beat.beatClass === beatClass).length;
    expect(count('V')).toBeGreaterThan(85);
    expect(count('V')).toBeLessThan(155);
    expect(count('S')).toBeGreaterThan(35);
    expect(count('S')).toBeLessThan(85);
    expect(count('F')).toBeGreaterThan(12);
    expect(count('F')).toBeLessThan(48);
  });
});
