/** A WFDB header, signal file or annotation file that cannot be read; `field` names what is wrong. */
export class WfdbFormatError extends Error {
  override readonly name = 'WfdbFormatError';

  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}
