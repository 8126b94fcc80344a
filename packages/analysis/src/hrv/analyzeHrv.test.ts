import { describe, expect, it } from 'vitest';
import { analyzeHrv } from './analyzeHrv';
import { beatsFromRr } from './testBeats';

describe('analyzeHrv', () => {
  it('ignores premature ventricular beats and their compensatory pauses', () => {
    // Constant 1000 ms rhythm; every 20th beat comes 400 ms early and is followed by a pause.
    const beats = beatsFromRr(600, () => 1000).map((beat, index) =>
      index % 20 === 10 ? { sample: beat.sample - 400, beatClass: 'V' as const } : beat,
    );
    const hrv = analyzeHrv(beats, 1000);
    expect(hrv.timeDomain.sdnn).toBe(0);
    expect(hrv.timeDomain.rmssd).toBe(0);
    expect(hrv.nnCount).toBe(hrv.rrCount - 2 * 30);
    expect(hrv.nnRatio).toBeCloseTo(540 / 600, 2);
  });

  it('sees the same ectopic beats as variability when they are labelled normal', () => {
    const beats = beatsFromRr(600, () => 1000).map((beat, index) =>
      index % 20 === 10 ? { sample: beat.sample - 100, beatClass: 'N' as const } : beat,
    );
    expect(analyzeHrv(beats, 1000).timeDomain.rmssd).toBeGreaterThan(50);
  });

  it('analyses 24 hours of beats in linear time', () => {
    const beats = beatsFromRr(24 * 3600, (seconds) => 850 + 60 * Math.sin(seconds / 30));
    expect(beats.length).toBeGreaterThan(100_000);
    // Typical runs take tens to hundreds of ms (README); a quadratic step would take minutes.
    // The loose bound leaves room for a loaded CI machine.
    const started = performance.now();
    const hrv = analyzeHrv(beats, 1000);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(hrv.timeDomain.sdann).not.toBeNull();
    expect(hrv.frequencyDomain?.lf).toBeGreaterThan(0);
  });
});
