/**
 * Decodes header bytes as Latin-1 (each byte one character). Header fields are short, and
 * TextDecoder costs more per call than the loop for strings of 4 to 80 bytes.
 */
export function decodeLatin1(bytes: Uint8Array): string {
  return String.fromCharCode.apply(null, bytes as unknown as number[]);
}
