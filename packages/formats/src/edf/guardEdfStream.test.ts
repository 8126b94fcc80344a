import { describe, expect, it } from 'vitest';
import { EdfFormatError } from './EdfFormatError';
import { guardEdfStream, type EdfStreamHeader } from './guardEdfStream';
import { hostileEdfFiles, validEdf } from './hostileEdfFiles';

/** The bytes as a stream of `size`-byte chunks. */
async function* chunked(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let offset = 0; offset < bytes.length; offset += size)
    yield bytes.slice(offset, offset + size);
}

/** `first`, then the same chunk for ever; counts the bytes the reader pulled. */
function endless(first: Uint8Array, filler: Uint8Array) {
  const counter = { pulled: 0 };
  async function* chunks(): AsyncGenerator<Uint8Array> {
    counter.pulled += first.length;
    yield first;
    for (;;) {
      counter.pulled += filler.length;
      yield filler;
    }
  }
  return { chunks: chunks(), counter };
}

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

describe('guardEdfStream', () => {
  it.each([1, 7, 256, 1000, 1 << 20])(
    'passes a valid file through in %i-byte chunks',
    async (size) => {
      const bytes = validEdf();
      expect(await collect(guardEdfStream(chunked(bytes, size)))).toEqual(Buffer.from(bytes));
    },
  );

  it.each(hostileEdfFiles())('refuses $name, naming $field', async ({ bytes, field }) => {
    const refusal = collect(guardEdfStream(chunked(bytes, 100)));
    await expect(refusal).rejects.toBeInstanceOf(EdfFormatError);
    await expect(refusal).rejects.toMatchObject({ field });
  });

  it('refuses a body that is not EDF on its first 256 bytes, reading no further', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7 '.repeat(1000));
    const { chunks, counter } = endless(pdf.subarray(0, 300), pdf);
    const passed: Uint8Array[] = [];
    await expect(async () => {
      for await (const chunk of guardEdfStream(chunks)) passed.push(chunk);
    }).rejects.toThrow(new EdfFormatError('version', 'expected "0" (EDF) or 0xFF "BIOSEMI" (BDF)'));
    expect(counter.pulled).toBe(300);
    expect(passed).toEqual([]);
  });

  it('stops at the first byte past the size the header promises', async () => {
    const bytes = validEdf();
    const { chunks, counter } = endless(bytes, new Uint8Array(4096));
    await expect(collect(guardEdfStream(chunks))).rejects.toThrow(
      new EdfFormatError(
        'dataRecords',
        `the header promises ${bytes.length} bytes, the file is longer`,
      ),
    );
    expect(counter.pulled).toBe(bytes.length + 4096);
  });

  it('refuses an unknown number of data records (-1): a sent file is a finished one', async () => {
    const bytes = validEdf();
    bytes.set(new TextEncoder().encode('-1      '), 236);
    await expect(collect(guardEdfStream(chunked(bytes, 512)))).rejects.toThrow(
      /^dataRecords: the number of data records is unknown \(-1\)/,
    );
  });

  it('tells the header and the size it implies before passing a byte, and stops if told to', async () => {
    const bytes = validEdf();
    const seen: EdfStreamHeader[] = [];
    const passed: Uint8Array[] = [];
    const tooLarge = new RangeError('too large');
    await expect(async () => {
      for await (const chunk of guardEdfStream(chunked(bytes, 64), {
        onHeader: (header) => {
          seen.push(header);
          throw tooLarge;
        },
      }))
        passed.push(chunk);
    }).rejects.toBe(tooLarge);
    expect(passed).toEqual([]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.fileBytes).toBe(bytes.length);
    expect(seen[0]?.signals.map((signal) => signal.label)).toEqual([
      'ECG',
      'SpO2',
      'EDF Annotations',
    ]);
  });
});
