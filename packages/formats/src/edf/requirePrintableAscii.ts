import { EdfFormatError } from './EdfFormatError';

/**
 * Throws unless every byte is printable US-ASCII (32..126), as the EDF spec asks of every header
 * field: a NUL or a Latin-1 byte in a label would reach names, file lists and the database.
 */
export function requirePrintableAscii(field: string, bytes: Uint8Array): void {
  for (let index = 0; index < bytes.length; index += 1) {
    const byte = bytes[index] ?? 0;
    if (byte < 0x20 || byte > 0x7e) {
      throw new EdfFormatError(
        field,
        `byte ${index} is not printable ASCII (0x${byte.toString(16).padStart(2, '0')})`,
      );
    }
  }
}
