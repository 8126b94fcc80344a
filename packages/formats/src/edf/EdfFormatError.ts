/** A file that is not valid EDF/BDF; `field` names the header field that is wrong. */
export class EdfFormatError extends Error {
  override readonly name = 'EdfFormatError';

  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}
