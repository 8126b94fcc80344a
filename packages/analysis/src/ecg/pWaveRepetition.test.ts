import { describe, expect, it } from 'vitest';
import { createRandom } from '../synthetic/random';
import { PWaveRepetition } from './pWaveRepetition';

const LENGTH = 80;

/** A P wave: a smooth bump, with a little noise. */
function pWave(random: ReturnType<typeof createRandom>): Float64Array {
  return Float64Array.from({ length: LENGTH }, (_, index) => {
    const phase = (index - 40) / 12;
    return 0.15 * Math.exp(-phase * phase) + random.gaussian(0, 0.005);
  });
}

/** f waves at about 6 Hz (250 samples/s) with a random phase: no two windows alike. */
function fibrillatoryWaves(random: ReturnType<typeof createRandom>): Float64Array {
  const phase = random.uniform(0, 2 * Math.PI);
  const frequency = random.uniform(5, 7);
  return Float64Array.from(
    { length: LENGTH },
    (_, index) => 0.05 * Math.sin(phase + (2 * Math.PI * frequency * index) / 250),
  );
}

describe('PWaveRepetition', () => {
  it('reads 1 before two windows were seen', () => {
    const repetition = new PWaveRepetition(LENGTH);
    expect(repetition.share()).toBe(1);
    repetition.add(pWave(createRandom(1)));
    expect(repetition.share()).toBe(1);
  });

  it('reads 1 while the P wave repeats, low once f waves replace it', () => {
    const random = createRandom(2);
    const repetition = new PWaveRepetition(LENGTH);
    for (let beat = 0; beat < 20; beat += 1) repetition.add(pWave(random));
    expect(repetition.share()).toBe(1);
    for (let beat = 0; beat < 16; beat += 1) repetition.add(fibrillatoryWaves(random));
    expect(repetition.share()).toBeLessThan(0.5);
  });

  it('forgets what came more than 16 beats ago', () => {
    const random = createRandom(3);
    const repetition = new PWaveRepetition(LENGTH);
    for (let beat = 0; beat < 20; beat += 1) repetition.add(fibrillatoryWaves(random));
    expect(repetition.share()).toBeLessThan(0.5);
    for (let beat = 0; beat < 17; beat += 1) repetition.add(pWave(random));
    expect(repetition.share()).toBe(1);
  });
});
