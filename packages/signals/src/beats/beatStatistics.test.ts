import { describe, expect, it } from 'vitest';
import { beatStatistics } from './beatStatistics';
import { relabelBeats } from './viewerBeat';
import type { ViewerBeat } from './viewerBeat';

/** 60 beats one second apart (60 bpm) over a minute, the 10th premature and ventricular. */
const beats: ViewerBeat[] = Array.from({ length: 60 }, (_, index) => ({
  id: `b${index}`,
  time: index * 1_000 - (index === 10 ? 400 : 0),
  label: index === 10 ? 'V' : 'N',
}));

describe('beat statistics', () => {
  it('counts labels, ectopy per hour and the heart rate from NN intervals only', () => {
    const stats = beatStatistics(beats, 3_600_000);
    expect(stats).toMatchObject({ totalBeats: 60, normalBeats: 59, otherBeats: 1, vebPerHour: 1 });
    expect(stats.counts).toEqual({ N: 59, S: 0, V: 1, F: 0, Q: 0 });
    // The two intervals around the V beat are not NN, so every NN is exactly 1 s.
    expect(stats.averageHeartRate).toBeCloseTo(60, 9);
  });

  it('follows a relabelling: the premature beat called normal shortens the NN mean', () => {
    const { beats: relabelled, changed } = relabelBeats(beats, [
      { id: 'b10', label: 'N' },
      { id: 'b11', label: 'N' },
    ]);
    expect(changed).toEqual([{ id: 'b10', label: 'N' }]);
    const stats = beatStatistics(relabelled, 3_600_000);
    expect(stats.counts.V).toBe(0);
    expect(stats.normalBeats).toBe(60);
    expect(stats.averageHeartRate).toBeCloseTo(60, 9);
  });

  it('relabels in bulk and ignores implausible intervals', () => {
    const { beats: ectopic } = relabelBeats(
      beats,
      beats.slice(0, 30).map((beat) => ({ id: beat.id, label: 'S' as const })),
    );
    const stats = beatStatistics(ectopic, 1_800_000);
    expect(stats.counts.S).toBe(30);
    expect(stats.svebPerHour).toBe(60);
    const sparse = beatStatistics(
      [
        { id: 'a', time: 0, label: 'N' },
        { id: 'b', time: 5_000, label: 'N' },
      ],
      60_000,
    );
    expect(sparse.averageHeartRate).toBeUndefined();
  });
});
