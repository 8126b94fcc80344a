import fp from 'fastify-plugin';
import { sweepHourly } from './hourlySweep';

/**
 * Removes the files of tasks whose days are over, and of tasks that no longer exist, at start and
 * every hour (`TaskFileRetention`, `TASK_FILE_RETENTION_DAYS`).
 */
export const taskFileRetentionPlugin = fp(
  async (app) => {
    sweepHourly(
      app,
      async () => {
        const removed = await app.taskFileRetention.sweep();
        if (removed > 0) app.log.info({ removed }, 'Task files no longer kept were removed');
      },
      'Task files no longer kept could not be removed',
    );
  },
  { name: 'taskFileRetention', dependencies: ['services'] },
);
