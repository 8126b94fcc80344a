import fp from 'fastify-plugin';
import { sweepHourly } from './hourlySweep';

/**
 * Marks missed the program days whose date passed while still scheduled (clinical-domain §4
 * "Program history item": missed), at start and every hour: one idempotent UPDATE
 * (docs/decisions.md "Rehabilitation programs").
 */
export const missedProgramDaysPlugin = fp(
  async (app) => {
    sweepHourly(
      app,
      async () => {
        const marked = await app.programHistoryService.markMissedDays();
        if (marked > 0) app.log.info({ marked }, 'Program days marked missed');
      },
      'Missed program days could not be marked',
    );
  },
  { name: 'missedProgramDays', dependencies: ['services'] },
);
