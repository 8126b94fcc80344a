/**
 * An encoded pyramid that is not valid (wrong magic, unknown version, a header that fails its
 * checksum or disagrees with itself, bytes missing); `field` names what is wrong
 * (`magic`, `header.crc32`, `levelSizes[2]`, `level[3]`, ...).
 */
export class PyramidFormatError extends Error {
  override readonly name = 'PyramidFormatError';

  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}
