import { describe, expect, it } from 'vitest';
import { createRandom } from '../synthetic/random';
import { DEFAULT_COVID_DETECTOR_PARAMS } from './covidDetectorParams';
import { detectCoughs } from './detectCoughs';

const RATE = 20;

/** 60 s of a quiet room (40 dB SPL, 1 dB frame noise) with sounds written over it. */
function room(seed = 1): Float32Array {
  const random = createRandom(seed);
  return Float32Array.from({ length: 60 * RATE }, () => 40 + random.gaussian(0, 1));
}
/** A cough: explosive first frame at the peak, then a decay over `frames` frames. */
function writeCough(level: Float32Array, atSeconds: number, peak: number, frames = 8): void {
  const start = Math.round(atSeconds * RATE);
  for (let index = 0; index < frames; index += 1)
    level[start + index] = peak - ((peak - 44) * index) / frames;
}
/** Running speech: syllables of 3 frames peaking in the middle, 1 frame apart. */
function writeSpeech(level: Float32Array, atSeconds: number, seconds: number, peak: number) {
  for (let frame = Math.round(atSeconds * RATE); frame < (atSeconds + seconds) * RATE; frame += 4) {
    level[frame] = peak - 6;
    level[frame + 1] = peak;
    level[frame + 2] = peak - 6;
  }
}
const usable = (length: number) => new Uint8Array(length).fill(1);
const detect = (level: Float32Array) =>
  detectCoughs(level, RATE, usable(level.length), DEFAULT_COVID_DETECTOR_PARAMS);

describe('detectCoughs', () => {
  it('finds a single cough with its features', () => {
    const level = room();
    writeCough(level, 20, 80);
    const bouts = detect(level);
    expect(bouts).toHaveLength(1);
    const [cough] = bouts[0]!.coughs;
    expect(cough!.startSeconds).toBeCloseTo(20, 1);
    expect(cough!.intensity).toBeCloseTo(80, 0);
    expect(cough!.energy).toBeGreaterThan(DEFAULT_COVID_DETECTOR_PARAMS.cough_energy);
    expect(cough!.soundPower).toBeGreaterThan(DEFAULT_COVID_DETECTOR_PARAMS.cough_sound_power);
  });

  it('groups coughs less than 2 s apart into one epoch and starts a new one after', () => {
    const level = room();
    writeCough(level, 10, 78);
    writeCough(level, 11.2, 80);
    writeCough(level, 12.4, 76);
    writeCough(level, 30, 79);
    const bouts = detect(level);
    expect(bouts.map((bout) => bout.coughs.length)).toEqual([3, 1]);
    expect(bouts[0]!.endSeconds).toBeCloseTo(12.8, 1);
  });

  it('ignores a sound quieter than cough_intensity and obeys a lower setting', () => {
    const level = room();
    writeCough(level, 20, 67);
    expect(detect(level)).toEqual([]);
    const lenient = { ...DEFAULT_COVID_DETECTOR_PARAMS, cough_intensity: 65, cough_energy: 55 };
    expect(detectCoughs(level, RATE, usable(level.length), lenient)).toHaveLength(1);
  });

  it('ignores an impulse (a door) too short to be a cough', () => {
    const level = room();
    level[400] = 92;
    level[401] = 80;
    expect(detect(level)).toEqual([]);
  });

  it('ignores loud running speech', () => {
    const level = room();
    writeSpeech(level, 15, 8, 74);
    expect(detect(level)).toEqual([]);
  });

  it('ignores a sound that builds up instead of exploding', () => {
    const level = room();
    [60, 66, 72, 78, 74, 68, 60, 52].forEach((value, index) => (level[400 + index] = value));
    expect(detect(level)).toEqual([]);
  });

  it('finds a cough over a loud television', () => {
    const random = createRandom(5);
    const level = Float32Array.from({ length: 60 * RATE }, () => 56 + random.gaussian(0, 3));
    writeCough(level, 30, 80, 10);
    expect(detect(level)).toHaveLength(1);
  });

  it('does not use frames marked unusable', () => {
    const level = room();
    writeCough(level, 20, 80);
    const mask = usable(level.length).fill(0, 19 * RATE, 22 * RATE);
    expect(detectCoughs(level, RATE, mask, DEFAULT_COVID_DETECTOR_PARAMS)).toEqual([]);
  });
});
