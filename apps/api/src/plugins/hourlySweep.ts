import type { FastifyInstance } from 'fastify';

/** How often a sweep runs: well within the day its work is measured in. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Runs `sweep` once the server is ready and every hour after, in each process that runs background
 * work (`config.tasks.run`); a failure is logged as `failure` and the next hour tries again, and
 * closing waits for the sweep under way. A sweep is idempotent, so processes sweeping at once do
 * its work once and need no task row, lease or progress.
 */
export function sweepHourly(
  app: FastifyInstance,
  sweep: () => Promise<void>,
  failure: string,
): void {
  if (!app.config.tasks.run) return;
  let sweeping: Promise<void> = Promise.resolve();
  const run = () => {
    sweeping = sweep().catch((error: unknown) => {
      app.log.warn({ err: error }, failure);
    });
  };
  app.addHook('onReady', async () => run());
  const sweeper = setInterval(run, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.addHook('preClose', async () => {
    clearInterval(sweeper);
    await sweeping;
  });
}
