import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { findUnstorableText } from '../../src/http/unstorableText';

describe('findUnstorableText', () => {
  it('names every string with a NUL or a lone surrogate, by its path', () => {
    expect(
      findUnstorableText({
        name: 'Ann\u0000a',
        details: { city: 'Kraków', notes: ['fine', 'half \ud83d'] },
        tail: '\udc4d',
      }),
    ).toEqual(['details.notes.1', 'name', 'tail']);
  });

  it('lets whole surrogate pairs, other control characters and every script through', () => {
    expect(
      findUnstorableText({ a: '👍 中文 Ελληνικά', b: 'tab\tand\nnewline', c: ['\u0001'] }),
    ).toEqual([]);
  });

  it('names a key that cannot be stored, shown with U+FFFD', () => {
    expect(findUnstorableText({ answers: { 'smoker\u0000': true } })).toEqual([
      'answers.smoker\ufffd',
    ]);
  });

  it('leaves raw upload bodies alone', () => {
    expect(findUnstorableText(Buffer.from('a\u0000b'))).toEqual([]);
    expect(findUnstorableText(Readable.from(['a\u0000b']))).toEqual([]);
  });

  it('walks a body nested deeper than the call stack allows', () => {
    let body: unknown = 'deep\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) body = [body];
    expect(findUnstorableText(body)).toEqual([Array(200_000).fill('0').join('.')]);
  });
});
