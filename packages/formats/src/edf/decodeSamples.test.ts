import { describe, expect, it } from 'vitest';
import { decodeSamples, sampleChunk, scalingOf } from './decodeSamples';
import type { EdfSignalHeader } from './readSignalHeaders';

const signal = (digitalMin: number, digitalMax: number) =>
  ({ physicalMin: -5, physicalMax: 5, digitalMin, digitalMax }) as EdfSignalHeader;

/** Little-endian 16-bit samples after `padding` leading bytes. */
function edfBytes(digital: readonly number[], padding: number): Uint8Array {
  const bytes = new Uint8Array(padding + digital.length * 2);
  digital.forEach((value, index) => {
    bytes[padding + index * 2] = value & 0xff;
    bytes[padding + index * 2 + 1] = (value >> 8) & 0xff;
  });
  return bytes;
}

describe('decodeSamples', () => {
  const digital = [-32768, -1, 0, 1, 12345, 32767];
  const scaling = scalingOf(signal(-32768, 32767));
  const expected = Float32Array.from(digital, (value) => scaling.gain * (value + scaling.offset));

  it('maps digital min and max onto physical min and max', () => {
    const target = new Float32Array(digital.length);
    decodeSamples(sampleChunk(edfBytes(digital, 0), 2), 0, digital.length, 2, scaling, target, 0);
    expect(target[0]).toBe(-5);
    expect(target[5]).toBe(5);
  });

  it('gives the same values through the int16 view and byte by byte at an odd offset', () => {
    const aligned = sampleChunk(edfBytes(digital, 0), 2);
    expect(aligned.words).not.toBeNull();
    const throughView = new Float32Array(digital.length);
    decodeSamples(aligned, 0, digital.length, 2, scaling, throughView, 0);

    // A chunk starting at an odd byte cannot be viewed as int16: the byte path decodes it.
    const odd = sampleChunk(edfBytes(digital, 1).subarray(1), 2);
    expect(odd.words).toBeNull();
    const byteByByte = new Float32Array(digital.length);
    decodeSamples(odd, 0, digital.length, 2, scaling, byteByByte, 0);

    expect(throughView).toEqual(expected);
    expect(byteByByte).toEqual(expected);
  });

  it('sign-extends 24-bit BDF samples', () => {
    const bdf = scalingOf(signal(-8388608, 8388607));
    const values = [-8388608, -1, 0, 8388607];
    const bytes = new Uint8Array(
      values.flatMap((value) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff]),
    );
    const chunk = sampleChunk(bytes, 3);
    expect(chunk.words).toBeNull();
    const target = new Float32Array(values.length);
    decodeSamples(chunk, 0, values.length, 3, bdf, target, 0);
    expect(Array.from(target)).toEqual(
      values.map((value) => Math.fround(bdf.gain * (value + bdf.offset))),
    );
    expect(target[0]).toBe(-5);
    expect(target[3]).toBe(5);
  });
});
