import fp from 'fastify-plugin';

/** How often the days that passed unrecorded are looked for: well within a day. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Marks missed the program days whose date passed while still scheduled (clinical-domain §4
 * "Program history item": missed), at start and every hour, in each process that runs background
 * work. One idempotent UPDATE, so processes sweeping at once do the work once and need no task
 * row, lease or progress (docs/decisions.md "Rehabilitation programs").
 */
export const missedProgramDaysPlugin = fp(
  async (app) => {
    if (!app.config.tasks.run) return;
    const history = app.programHistoryService;
    let sweeping: Promise<void> = Promise.resolve();
    const sweep = () => {
      sweeping = history
        .markMissedDays()
        .then((marked) => {
          if (marked > 0) app.log.info({ marked }, 'Program days marked missed');
        })
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'Missed program days could not be marked');
        });
    };
    app.addHook('onReady', async () => sweep());
    const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
    sweeper.unref();
    app.addHook('preClose', async () => {
      clearInterval(sweeper);
      await sweeping;
    });
  },
  { name: 'missedProgramDays', dependencies: ['services'] },
);
