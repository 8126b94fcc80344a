import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ByteSource } from '../byteSource/ByteSource';
import { EdfFormatError } from './EdfFormatError';
import { openEdf } from './openEdf';

const testdata = path.resolve(import.meta.dirname, '../../../../testdata');
const files = ['test_edfann.edf', 'test_generator.edf', 'test_utf8.edf'].map((file) =>
  shortened(new Uint8Array(readFileSync(path.join(testdata, 'edf', file)))),
);

/** The same file cut to its first records (header count rewritten), to keep thousands of cases fast. */
function shortened(bytes: Uint8Array, maxBytes = 64 * 1024): Uint8Array {
  const field = (from: number, to: number) =>
    Number(new TextDecoder().decode(bytes.subarray(from, to)));
  const headerBytes = field(184, 192);
  const dataRecords = field(236, 244);
  const recordBytes = (bytes.length - headerBytes) / dataRecords;
  const kept = Math.max(
    1,
    Math.min(dataRecords, Math.floor((maxBytes - headerBytes) / recordBytes)),
  );
  const copy = bytes.slice(0, headerBytes + kept * recordBytes);
  copy.set(new TextEncoder().encode(String(kept).padEnd(8, ' ')), 236);
  return copy;
}

/** Mulberry32: a small seeded generator, so every failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

// Bytes that make headers lie in interesting ways: digits, signs, dots, spaces, separators.
const INTERESTING = [...'0123456789-+. eE', '\u0000', '\u0014', '\u0015', '\u00ff'].map((char) =>
  char.charCodeAt(0),
);

/**
 * A mutated view of a sample file: the first 8 KiB (header and first records) are copied and
 * scribbled on, the rest is shared with the original, and the whole may be cut short.
 */
function mutate(original: Uint8Array, next: () => number): ByteSource {
  const pick = (limit: number) => Math.floor(next() * limit);
  const headerBytes = Math.min(original.length, 256 * 13);
  const prefix = original.slice(0, 8192);
  let size = original.length;
  const kind = pick(4);
  if (kind === 0 || kind === 3) {
    for (let count = 1 + pick(4); count > 0; count -= 1)
      prefix[pick(headerBytes)] =
        next() < 0.7 ? (INTERESTING[pick(INTERESTING.length)] ?? 0) : pick(256);
  }
  if (kind === 1 || kind === 3) size = next() < 0.5 ? pick(size) : pick(8192);
  if (kind === 2) {
    // Scribble over the first records, annotation signals included (TAL parsing).
    for (let count = 1 + pick(8); count > 0; count -= 1)
      prefix[headerBytes + pick(prefix.length - headerBytes)] =
        INTERESTING[pick(INTERESTING.length)] ?? 0;
  }
  return {
    size,
    read: (offset, length) => {
      const end = Math.min(size, offset + length);
      if (end <= prefix.length) return Promise.resolve(prefix.subarray(offset, end));
      const bytes = original.slice(offset, end);
      if (offset < prefix.length) bytes.set(prefix.subarray(offset));
      return Promise.resolve(bytes);
    },
  };
}

describe('openEdf under fuzzing', () => {
  it('either reads a mutated or truncated file or throws EdfFormatError', async () => {
    const next = random(20_260_322);
    let parsed = 0;
    let refused = 0;
    for (let round = 0; round < 2400; round += 1) {
      const original = files[round % files.length] ?? new Uint8Array();
      const source = mutate(original, next);
      try {
        const recording = await openEdf(source);
        await recording.readAnnotations();
        const { start } = recording.timeline;
        await recording.readWindow({ start, end: start + 2 });
        parsed += 1;
      } catch (error) {
        if (!(error instanceof EdfFormatError)) {
          throw new Error(`case ${round}: ${String(error)}`, { cause: error });
        }
        refused += 1;
      }
    }
    expect(parsed).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
    // About a second on an idle machine; the margin is for a busy shared CI runner.
  }, 30_000);
});
