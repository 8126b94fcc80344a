import { EdfFormatError } from './EdfFormatError';
import { EDF_FIXED_HEADER_BYTES, readFixedHeader, type EdfFixedHeader } from './readFixedHeader';
import { dataRecordBytes, readSignalHeaders, type EdfSignalHeader } from './readSignalHeaders';

/** What a stream's header promises, known before any of its bytes are passed on. */
export interface EdfStreamHeader {
  fixed: EdfFixedHeader;
  signals: EdfSignalHeader[];
  /** Header bytes plus data records × record bytes: the exact size of the file. */
  fileBytes: number;
}

export interface EdfStreamGuardOptions {
  /**
   * Called once with the checked header, before the first byte is passed on; throw to refuse
   * the file on what it promises (a size over a limit, or not the declared Content-Length).
   */
  onHeader?: (header: EdfStreamHeader) => void;
}

/** Joins the held chunks into one array of `length` bytes (or all of them, when fewer). */
function concat(chunks: readonly Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(
    Math.min(
      length,
      chunks.reduce((sum, c) => sum + c.length, 0),
    ),
  );
  let offset = 0;
  for (const chunk of chunks) {
    if (offset >= bytes.length) break;
    const part = chunk.subarray(0, bytes.length - offset);
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}

/**
 * Passes an EDF/BDF file's bytes through while checking them as they arrive, so that a stream
 * to storage stops at the first byte that cannot be right instead of after the whole upload:
 * the first 256 bytes decide whether this is EDF at all (the fixed header, checked), the next
 * 256 × signals bytes the signal headers, and from then on the size the header implies is held
 * to — a byte past it, or an end before it, is an `EdfFormatError`. Nothing is passed on before
 * the whole header is checked; at most the header is held in memory.
 *
 * The number of data records must be known: EDF allows -1 only while a recorder is writing,
 * and a file that is sent is a finished one.
 * @example
 * await storage.write(key, guardEdfStream(request.body, { onHeader: checkSize }));
 */
export async function* guardEdfStream(
  chunks: AsyncIterable<Uint8Array>,
  { onHeader }: EdfStreamGuardOptions = {},
): AsyncGenerator<Uint8Array> {
  const held: Uint8Array[] = [];
  let heldBytes = 0;
  let fixed: EdfFixedHeader | null = null;
  let fileBytes = -1;
  let passed = 0;

  /** Checks what the held bytes allow; true once the whole header is checked. */
  const checkHeader = (ended: boolean): boolean => {
    if (!fixed) {
      if (heldBytes < EDF_FIXED_HEADER_BYTES && !ended) return false;
      fixed = readFixedHeader(concat(held, EDF_FIXED_HEADER_BYTES));
      if (fixed.dataRecords === -1) {
        throw new EdfFormatError(
          'dataRecords',
          'the number of data records is unknown (-1), which EDF allows only while recording',
        );
      }
    }
    if (heldBytes < fixed.headerBytes && !ended) return false;
    const signals = readSignalHeaders(concat(held, fixed.headerBytes), fixed);
    fileBytes = fixed.headerBytes + fixed.dataRecords * dataRecordBytes(fixed.variant, signals);
    onHeader?.({ fixed, signals, fileBytes });
    return true;
  };

  const pass = (chunk: Uint8Array): Uint8Array => {
    passed += chunk.length;
    if (passed > fileBytes) {
      throw new EdfFormatError(
        'dataRecords',
        `the header promises ${fileBytes} bytes, the file is longer`,
      );
    }
    return chunk;
  };

  for await (const chunk of chunks) {
    if (fileBytes >= 0) {
      yield pass(chunk);
      continue;
    }
    held.push(chunk);
    heldBytes += chunk.length;
    if (checkHeader(false)) {
      for (const part of held.splice(0)) yield pass(part);
    }
  }
  if (fileBytes < 0) {
    checkHeader(true);
    for (const part of held.splice(0)) yield pass(part);
  }
  if (passed < fileBytes) {
    throw new EdfFormatError(
      'dataRecords',
      `file ends at byte ${passed}, the header promises ${fileBytes}`,
    );
  }
}
