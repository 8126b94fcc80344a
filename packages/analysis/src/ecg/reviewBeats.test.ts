import { describe, expect, it } from 'vitest';
import { generateSyntheticEcg } from '../synthetic/ecg/syntheticEcg';
import { LeadPeaks } from './leadPeaks';
import { DEFAULT_QRS_DETECTOR_PARAMS } from './qrsDetectorParams';
import { reviewBeats } from './reviewBeats';

/** A clean 2-lead minute of sinus rhythm, its true R peaks, and the review's view of it. */
function sinusMinute() {
  const ecg = generateSyntheticEcg({ durationSeconds: 60, seed: 3, noise: 'none' });
  const rate = ecg.samplingRate;
  const [detection, second] = ecg.signals as Float32Array[];
  /** The review of `beats` with both leads, or with the detection lead alone. */
  const review = (beats: readonly number[], oneLead = false) => {
    const lead = (samples: Float32Array) =>
      new LeadPeaks(samples, rate, DEFAULT_QRS_DETECTOR_PARAMS, 0.2 * rate, 0.08 * rate);
    const leads = {
      detection: lead(detection as Float32Array),
      second: oneLead ? undefined : lead(second as Float32Array),
    };
    return reviewBeats(beats, leads, rate, 0.2 * rate);
  };
  return {
    rate,
    detection: detection as Float32Array,
    second: second as Float32Array,
    beats: ecg.beats.map((beat) => beat.sample),
    review,
  };
}

/** Adds a sharp spike (a 24 ms triangle) of `height` mV centred on `at`. */
function addSpike(lead: Float32Array, at: number, height: number, rate: number) {
  const half = Math.round(0.012 * rate);
  for (let offset = -half; offset <= half; offset += 1)
    lead[at + offset] = (lead[at + offset] as number) + height * (1 - Math.abs(offset) / half);
}

/** Adds a burst of muscle-like noise (25 Hz, 0.4 mV, 84 ms) centred on `at`. */
function addBurst(lead: Float32Array, at: number, rate: number) {
  const half = Math.round(0.042 * rate);
  for (let offset = -half; offset <= half; offset += 1)
    lead[at + offset] =
      (lead[at + offset] as number) + 0.4 * Math.sin((2 * Math.PI * 25 * offset) / rate);
}

describe('reviewBeats', () => {
  it('moves a beat that an artifact displaced back to the QRS at the expected time', () => {
    const { rate, detection, beats, review } = sinusMinute();
    const index = 40;
    const truth = beats[index] as number;
    const artifact = truth + Math.round(0.25 * rate);
    addSpike(detection, artifact, 3, rate);
    const detected = beats.with(index, artifact);
    const reviewed = review(detected);
    expect(reviewed).toHaveLength(beats.length);
    expect(Math.abs((reviewed[index] as number) - truth)).toBeLessThanOrEqual(0.05 * rate);
    // Every other beat stays where it was.
    reviewed.forEach((beat, at) => at !== index && expect(beat).toBe(detected[at]));
  });

  it('moves it back with one lead too, where the QRS looks like the beats before', () => {
    const { rate, detection, beats, review } = sinusMinute();
    const index = 40;
    const truth = beats[index] as number;
    const artifact = truth + Math.round(0.25 * rate);
    // An electrode-motion artifact: a sharp 2 mV step decaying over 0.15 s.
    for (let at = artifact; at < artifact + rate; at += 1)
      detection[at] = (detection[at] as number) + 2 * Math.exp(-(at - artifact) / (0.15 * rate));
    const reviewed = review(beats.with(index, artifact), true);
    expect(Math.abs((reviewed[index] as number) - truth)).toBeLessThanOrEqual(0.05 * rate);
  });

  it('leaves it with one lead when the artifact looks like a QRS itself', () => {
    const { rate, detection, beats, review } = sinusMinute();
    const index = 40;
    const artifact = (beats[index] as number) + Math.round(0.25 * rate);
    addSpike(detection, artifact, 3, rate);
    const detected = beats.with(index, artifact);
    expect(review(detected, true)).toEqual(detected);
  });

  it('leaves the beat where the second lead shows the artifact more strongly', () => {
    const { rate, detection, second, beats, review } = sinusMinute();
    const index = 40;
    const artifact = (beats[index] as number) + Math.round(0.25 * rate);
    addSpike(detection, artifact, 3, rate);
    addSpike(second, artifact, 3, rate);
    const detected = beats.with(index, artifact);
    expect(review(detected)).toEqual(detected);
  });

  it('drops an extra beat of noise that splits an RR interval and looks like no beat', () => {
    const { rate, detection, beats, review } = sinusMinute();
    const index = 40;
    const noise = Math.round(((beats[index] as number) + (beats[index + 1] as number)) / 2);
    addBurst(detection, noise, rate);
    const detected = [...beats.slice(0, index + 1), noise, ...beats.slice(index + 1)];
    expect(review(detected)).toEqual(beats);
    expect(review(detected, true)).toEqual(beats);
  });

  it('keeps such a beat when the rhythm does not go on as if it were not there', () => {
    const { rate, detection, second, beats, review } = sinusMinute();
    const index = 40;
    const previous = beats[index] as number;
    const interval = (previous - (beats[index - 8] as number)) / 8;
    const extra = previous + Math.round(0.66 * interval);
    addBurst(detection, extra, rate);
    // The next complex comes a third of an interval late (as after an ectopic beat that reset
    // the rhythm): both intervals around the extra beat are short, but they are not one.
    const next = previous + Math.round(1.32 * interval);
    const moved = beats[index + 1] as number;
    const half = Math.round(0.1 * rate);
    for (const lead of [detection, second])
      lead.copyWithin(next - half, moved - half, moved + half + 1);
    const detected = [...beats.slice(0, index + 1), extra, next, ...beats.slice(index + 2)];
    expect(review(detected)).toEqual(detected);
  });

  it('keeps a premature beat that looks like the others, though it is weaker', () => {
    const { rate, detection, second, beats, review } = sinusMinute();
    const index = 40;
    const source = beats[index] as number;
    const premature = Math.round((source + (beats[index + 1] as number)) / 2);
    // A copy of the complex at 90 % of its amplitude, in both leads.
    const half = Math.round(0.06 * rate);
    for (const lead of [detection, second])
      for (let offset = -half; offset <= half; offset += 1)
        lead[premature + offset] = 0.9 * (lead[source + offset] as number);
    const detected = [...beats.slice(0, index + 1), premature, ...beats.slice(index + 1)];
    expect(review(detected)).toEqual(detected);
    expect(review(detected, true)).toEqual(detected);
  });

  /** Ten minutes of atrial fibrillation in two leads, its true beats and the review's view. */
  function fibrillation() {
    const ecg = generateSyntheticEcg({
      durationSeconds: 600,
      seed: 5,
      episodes: [
        { type: 'ATRIAL_FIBRILLATION', startSeconds: 0, durationSeconds: 600, ventricularRate: 90 },
      ],
    });
    const rate = ecg.samplingRate;
    const [first, second] = ecg.signals as Float32Array[];
    const lead = (samples: Float32Array) =>
      new LeadPeaks(samples, rate, DEFAULT_QRS_DETECTOR_PARAMS, 0.2 * rate, 0.08 * rate);
    const leads = { detection: lead(first as Float32Array), second: lead(second as Float32Array) };
    return {
      rate,
      first: first as Float32Array,
      beats: ecg.beats.map(({ sample }) => sample),
      leads,
    };
  }

  it('moves and drops no beat of atrial fibrillation, however irregular', () => {
    const { rate, beats, leads } = fibrillation();
    expect(reviewBeats(beats, leads, rate, 0.2 * rate)).toEqual(beats);
  });

  it('does not judge timing where the rhythm before a beat is too irregular to predict it', () => {
    const { rate, first, beats, leads } = fibrillation();
    // A beat on the median of the 8 intervals before it, more than 3 of which are 20 % off it.
    const index = beats.findIndex((beat, at) => {
      if (at < 9 || at > beats.length - 2) return false;
      const intervals = beats
        .slice(at - 9, at)
        .map((value, k, all) => (all[k + 1] ?? value) - value);
      intervals.pop();
      const median = [...intervals].sort((a, b) => a - b)[4] as number;
      const off = intervals.filter((interval) => Math.abs(interval - median) > 0.2 * median);
      const previous = beats[at - 1] as number;
      return off.length > 3 && Math.abs(beat - previous - median) < 0.05 * median;
    });
    expect(index).toBeGreaterThan(0);
    // Displaced 0.25 s onto an electrode-motion step in the detection lead.
    const artifact = (beats[index] as number) + Math.round(0.25 * rate);
    for (let at = artifact; at < artifact + rate; at += 1)
      first[at] = (first[at] as number) + 2 * Math.exp(-(at - artifact) / (0.15 * rate));
    const detected = beats.with(index, artifact);
    expect(reviewBeats(detected, leads, rate, 0.2 * rate)).toEqual(detected);
  });
});
