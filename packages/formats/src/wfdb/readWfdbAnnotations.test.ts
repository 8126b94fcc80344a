import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readWfdbAnnotations } from './readWfdbAnnotations';
import { WfdbFormatError } from './WfdbFormatError';

// The licensed sample recordings of testdata/ (sources and licences in its READMEs).
const testdata = path.resolve(import.meta.dirname, '../../../../testdata');
const annotationsOf = (record: string) =>
  readWfdbAnnotations(new Uint8Array(readFileSync(path.join(testdata, 'mitdb', `${record}.atr`))));

const countSymbols = (annotations: { symbol: string }[]) => {
  const counts: Record<string, number> = {};
  for (const { symbol } of annotations) counts[symbol] = (counts[symbol] ?? 0) + 1;
  return counts;
};

/** Encodes MIT-format words: [code, data] pairs, little-endian. */
const words = (...pairs: [number, number][]) =>
  new Uint8Array(new Uint16Array(pairs.map(([code, data]) => (code << 10) | data)).buffer);

describe('readWfdbAnnotations', () => {
  it('reads the 2273 beats of record 100 and its one rhythm annotation', () => {
    const annotations = annotationsOf('100');
    expect(annotations).toHaveLength(2274);
    expect(annotations.filter((annotation) => annotation.isBeat)).toHaveLength(2273);
    expect(countSymbols(annotations)).toEqual({ N: 2239, A: 33, V: 1, '+': 1 });
    expect(annotations[0]).toMatchObject({ symbol: '+', aux: '(N', isBeat: false });
  });

  it('reads record 100s: 74 beats in the first minute', () => {
    const annotations = annotationsOf('100s');
    expect(annotations.filter((annotation) => annotation.isBeat)).toHaveLength(74);
    expect(annotations.at(-1)?.sample).toBeLessThan(21600);
  });

  it('keeps the noise and artefact annotations of record 105 apart from its 2572 beats', () => {
    const annotations = annotationsOf('105');
    expect(annotations).toHaveLength(2691);
    expect(annotations.filter((annotation) => annotation.isBeat)).toHaveLength(2572);
    expect(countSymbols(annotations)).toMatchObject({ N: 2526, V: 41, Q: 5, '~': 88, '|': 30 });
  });

  it('reads the rhythm changes of record 106 with their aux strings', () => {
    const annotations = annotationsOf('106');
    expect(annotations.filter((annotation) => annotation.isBeat)).toHaveLength(2027);
    const rhythms = annotations.filter((annotation) => annotation.symbol === '+');
    expect(rhythms).toHaveLength(41);
    expect(new Set(rhythms.map((rhythm) => rhythm.aux))).toEqual(
      new Set(['(N', '(B', '(T', '(VT']),
    );
  });

  it('applies SKIP, NUM, SUB, CHN and AUX and keeps CHN and NUM for later annotations', () => {
    const aux = new TextEncoder().encode('(AFIB');
    const bytes = new Uint8Array([
      ...words([1, 10]),
      ...words([59, 0], [0, 1], [0, 0x0010]), // SKIP 65552 samples
      ...words([28, 5], [63, aux.length]),
      ...aux,
      0, // pad to an even length
      ...words([62, 1], [60, 3], [5, 7], [61, 1023], [0, 0]),
    ]);
    expect(readWfdbAnnotations(bytes)).toEqual([
      { sample: 10, code: 1, symbol: 'N', isBeat: true, subtype: 0, channel: 0, num: 0, aux: '' },
      {
        sample: 10 + 65552 + 5,
        code: 28,
        symbol: '+',
        isBeat: false,
        subtype: 0,
        channel: 1,
        num: 3,
        aux: '(AFIB',
      },
      {
        sample: 65574,
        code: 5,
        symbol: 'V',
        isBeat: true,
        subtype: -1,
        channel: 1,
        num: 3,
        aux: '',
      },
    ]);
  });

  it('maps codes to the standard mnemonics', () => {
    const codes = [1, 2, 3, 8, 4, 7, 9, 5, 6, 34, 11, 10, 12, 38, 13, 16, 28, 14];
    const symbols = readWfdbAnnotations(words(...codes.map((code): [number, number] => [code, 1])));
    expect(symbols.map((annotation) => annotation.symbol).join('')).toBe('NLRAaJSVFejE/fQ|+~');
  });

  it('names the byte where a truncated or corrupt file fails', () => {
    expect(() => readWfdbAnnotations(new Uint8Array([1, 4, 7]))).toThrow(
      new WfdbFormatError('annotations', 'file ends inside the word at byte 2'),
    );
    expect(() => readWfdbAnnotations(words([63, 20]))).toThrow(/modifier 63 before any annotation/);
    expect(() => readWfdbAnnotations(words([1, 1], [63, 20]))).toThrow(/runs past the end/);
    expect(() => readWfdbAnnotations(words([55, 1]))).toThrow(/unknown code 55 at byte 0/);
  });

  it('never fails with anything but a WfdbFormatError on random and cut files', () => {
    const original = new Uint8Array(readFileSync(path.join(testdata, 'mitdb', '100s.atr')));
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let trial = 0; trial < 500; trial += 1) {
      const bytes = original.slice(0, Math.floor(random() * original.length));
      for (let edit = 0; edit < 4; edit += 1)
        bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
      try {
        readWfdbAnnotations(bytes);
      } catch (error) {
        expect(error).toBeInstanceOf(WfdbFormatError);
      }
    }
  });
});
