import { describe, expect, it } from 'vitest';
import { EdfFormatError } from './EdfFormatError';
import { parseTals } from './parseTals';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('parseTals', () => {
  it('reads the time-keeping TAL, signed fractional onsets, durations and several texts', () => {
    const tals = parseTals(
      bytes(
        '+180\x14\x14\x00-0.0625\x1530.5\x14Apnea\x14Snore\x14\x00+3600\x14Désaturation 中\x14\x00\x00\x00',
      ),
    );
    expect(tals).toEqual([
      { onset: 180, duration: null, texts: [''] },
      { onset: -0.0625, duration: 30.5, texts: ['Apnea', 'Snore'] },
      { onset: 3600, duration: null, texts: ['Désaturation 中'] },
    ]);
  });

  it('treats the zero bytes after the last TAL as padding', () => {
    expect(parseTals(new Uint8Array(12))).toEqual([]);
  });

  it('refuses an onset without its sign', () => {
    expect(() => parseTals(bytes('12\x14\x14\x00'), 'record[3]')).toThrow(
      new EdfFormatError('record[3]@0', 'onset must be +seconds or -seconds, found "12"'),
    );
  });

  it('refuses a signed or malformed duration', () => {
    expect(() => parseTals(bytes('+1\x15-2\x14x\x14\x00'))).toThrow(/duration must be unsigned/);
    expect(() => parseTals(bytes('+1\x152\x153\x14x\x14\x00'))).toThrow(/onset must be/);
  });

  it('refuses a TAL cut off before its 0x14 0x00 end', () => {
    expect(() => parseTals(bytes('+0\x14\x14\x00+5\x14Arousal'))).toThrow(
      /annotations: TAL at byte 5 is not terminated/,
    );
    expect(() => parseTals(bytes('+5\x14Arousal\x00'))).toThrow(/does not end with 0x14 0x00/);
  });
});
