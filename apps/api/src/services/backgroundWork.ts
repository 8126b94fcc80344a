import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a call starts after deciding its answer and does not wait for, such as the mail of a
 * password reset: the answer then takes as long whatever the work finds (an account or none),
 * so its timing tells nobody which addresses have accounts. A failure is logged, never thrown at
 * the caller; `settled()` waits for everything started so far (shutdown, tests).
 */
export class BackgroundWork {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /**
   * Starts `work` once the current answer is written: on the next turn of the event loop, as
   * PGlite's queries run on the server's own thread and would otherwise hold the answer back.
   * `description` names the work in the log if it fails.
   */
  start(description: string, work: () => Promise<void>): void {
    const running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.log.error({ err: error }, `${description} failed`))
      .finally(() => this.inFlight.delete(running));
    this.inFlight.add(running);
  }

  /** Resolves once the work started so far, and any work it started, has finished. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}
