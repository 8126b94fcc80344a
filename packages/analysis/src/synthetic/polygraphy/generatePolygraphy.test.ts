import { describe, expect, it } from 'vitest';
import { BODY_POSITIONS } from '@telemed/domain';
import { generatePolygraphy, groundTruthAhi } from './generatePolygraphy';
import { planPolygraphy } from './planPolygraphy';
import type { PolygraphyChannels, PolygraphySeverity } from './polygraphyTypes';
import { renderPolygraphy } from './renderPolygraphy';

const HOUR = 3600;

/** Peak-to-trough range of samples between two times. */
function range(samples: Float32Array, rate: number, from: number, to: number): number {
  let low = Infinity;
  let high = -Infinity;
  for (let index = Math.floor(from * rate); index < Math.floor(to * rate); index += 1) {
    low = Math.min(low, samples[index]!);
    high = Math.max(high, samples[index]!);
  }
  return high - low;
}

describe('generatePolygraphy', () => {
  const recording = generatePolygraphy({
    seed: 5,
    durationSeconds: 1.5 * HOUR,
    severity: 'severe',
  });
  const { channels, samplingRates, groundTruth } = recording;

  it('samples every channel at its device rate for the whole recording', () => {
    for (const channel of Object.keys(samplingRates) as (keyof PolygraphyChannels)[])
      expect(channels[channel]).toHaveLength(1.5 * HOUR * samplingRates[channel]);
    expect(samplingRates).toMatchObject({
      airFlow: 50,
      effort: 25,
      spo2: 1,
      pulse: 1,
      snore: 10,
      bodyPosition: 1,
    });
    const custom = generatePolygraphy({
      seed: 5,
      durationSeconds: 900,
      severity: 'mild',
      samplingRates: { airFlow: 100, effort: 10 },
    });
    expect(custom.channels.airFlow).toHaveLength(90_000);
    expect(custom.channels.effort).toHaveLength(9000);
  });

  it('gives the same recording for the same seed and another for another seed', () => {
    const again = generatePolygraphy({ seed: 5, durationSeconds: 1.5 * HOUR, severity: 'severe' });
    expect(again.groundTruth).toEqual(groundTruth);
    expect(Array.from(again.channels.airFlow.subarray(0, 5000))).toEqual(
      Array.from(channels.airFlow.subarray(0, 5000)),
    );
    const other = generatePolygraphy({ seed: 6, durationSeconds: 1.5 * HOUR, severity: 'severe' });
    expect(Array.from(other.channels.airFlow.subarray(0, 5000))).not.toEqual(
      Array.from(channels.airFlow.subarray(0, 5000)),
    );
  });

  it('renders chunk by chunk exactly what it renders in one go', () => {
    const plan = planPolygraphy({ seed: 9, durationSeconds: 1200, severity: 'moderate' });
    const whole = renderPolygraphy(plan);
    const chunks = [
      renderPolygraphy(plan, 0, 417.3),
      renderPolygraphy(plan, 417.3, 900),
      renderPolygraphy(plan, 900, 1200),
    ];
    for (const channel of Object.keys(whole) as (keyof PolygraphyChannels)[]) {
      const joined = chunks.flatMap((chunk) => Array.from(chunk[channel] as ArrayLike<number>));
      expect(joined).toEqual(Array.from(whole[channel] as ArrayLike<number>));
    }
  });

  it('lands each severity preset in its AASM band', () => {
    const bands: Record<PolygraphySeverity, [number, number]> = {
      normal: [0, 5],
      mild: [5, 15],
      moderate: [15, 30],
      severe: [30, Infinity],
    };
    for (const [severity, [low, high]] of Object.entries(bands))
      for (const seed of [1, 2, 3]) {
        const plan = planPolygraphy({
          seed,
          durationSeconds: 8 * HOUR,
          severity: severity as PolygraphySeverity,
        });
        const { ahi } = groundTruthAhi(plan.groundTruth, 8 * HOUR);
        expect(ahi, `${severity} seed ${seed}`).toBeGreaterThanOrEqual(low);
        expect(ahi, `${severity} seed ${seed}`).toBeLessThan(high);
      }
  });

  it('blocks the flow but not the effort in obstructive apneas, and stops both in central ones', () => {
    const normal = range(channels.airFlow, 50, 3000, 3010);
    const effortNormal = range(channels.effort, 25, 3000, 3010);
    const inside = (type: string) =>
      groundTruth.events.filter((event) => event.type === type).slice(0, 5);
    for (const apnea of inside('APNEA_OBSTRUCTIVE')) {
      expect(
        range(channels.airFlow, 50, apnea.startSeconds + 1, apnea.endSeconds - 1),
      ).toBeLessThan(0.25 * normal);
      expect(
        range(channels.effort, 25, apnea.startSeconds + 1, apnea.endSeconds - 1),
      ).toBeGreaterThan(0.6 * effortNormal);
    }
    for (const apnea of inside('APNEA_CENTRAL'))
      expect(range(channels.effort, 25, apnea.startSeconds + 1, apnea.endSeconds - 1)).toBeLessThan(
        0.25 * effortNormal,
      );
    expect(inside('APNEA_CENTRAL').length + inside('APNEA_OBSTRUCTIVE').length).toBeGreaterThan(5);
  });

  it('desaturates 20-40 s after an event and raises the pulse when it ends', () => {
    const deep = groundTruth.events.filter((event) => event.desaturationPercent >= 5).slice(0, 8);
    expect(deep.length).toBeGreaterThan(3);
    for (const event of deep) {
      const window = Array.from(
        channels.spo2.subarray(Math.floor(event.startSeconds), Math.ceil(event.endSeconds + 60)),
      );
      const nadirAt =
        event.startSeconds + window.indexOf(Math.min(...window.filter(Number.isFinite)));
      expect(nadirAt - event.endSeconds).toBeGreaterThanOrEqual(15);
      expect(nadirAt - event.endSeconds).toBeLessThanOrEqual(50);
      const during = channels.pulse[Math.floor(event.endSeconds) - 2]!;
      const after = Math.max(
        ...Array.from(
          channels.pulse.subarray(Math.floor(event.endSeconds), Math.floor(event.endSeconds) + 10),
        ),
      );
      expect(after).toBeGreaterThan(during);
    }
  });

  it('keeps the ground truth consistent: events in sleep, positions covering the night, snores on inspiration', () => {
    const inWake = (time: number) =>
      groundTruth.wake.some((span) => span.startSeconds <= time && span.endSeconds > time);
    expect(
      groundTruth.events.every((event) => !inWake(event.startSeconds) && !inWake(event.endSeconds)),
    ).toBe(true);
    expect(groundTruth.positions[0]!.startSeconds).toBe(0);
    expect(groundTruth.positions.at(-1)!.endSeconds).toBe(1.5 * HOUR);
    expect(
      groundTruth.positions.every((interval) => BODY_POSITIONS.includes(interval.position)),
    ).toBe(true);
    expect(groundTruth.wake[0]).toMatchObject({ type: 'WAKE', startSeconds: 0 });
    expect(groundTruth.snores.length).toBeGreaterThan(50);
    for (const snore of groundTruth.snores.slice(0, 50)) {
      expect(snore.endSeconds - snore.startSeconds).toBeGreaterThan(0.3);
      const flowAt =
        channels.airFlow[Math.floor(((snore.startSeconds + snore.endSeconds) / 2) * 50)]!;
      expect(flowAt).toBeGreaterThan(0);
    }
  });

  it('drops sensors out only when asked to', () => {
    const planned = (sensorDropouts: boolean) =>
      [1, 2, 3, 4, 5, 6].flatMap(
        (seed) =>
          planPolygraphy({ seed, durationSeconds: 8 * HOUR, severity: 'mild', sensorDropouts })
            .groundTruth.sensorNotFitted,
      );
    expect(planned(false)).toEqual([]);
    const dropouts = planned(true);
    expect(dropouts.some((event) => event.signal === 'airFlow')).toBe(true);
    expect(dropouts.some((event) => event.signal === 'spo2')).toBe(true);
  });
});
