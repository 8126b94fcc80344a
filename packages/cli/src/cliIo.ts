/** Where a command writes: results to `out`, errors and progress to `err`. */
export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

/** A mistake in how the command was called; the command line prints it with the usage. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
