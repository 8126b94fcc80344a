import type pg from 'pg';

/** How runners tell each other that tasks wait, beside their polls. */
export interface TaskWakeups {
  notify(taskType: string): Promise<void>;
  /** Calls `wake` on every notification; answers the function that stops listening. */
  listen(wake: () => void): Promise<() => Promise<void>>;
}

/** The PostgreSQL channel of task wake-ups. */
const CHANNEL = 'telemed_tasks';

/**
 * Within one process (PGlite: the only process that can open its database) the runner is woken
 * directly by the request that stored the task, so there is nothing to send.
 */
export const inProcessWakeups: TaskWakeups = {
  notify: async () => {},
  listen: async () => async () => {},
};

/**
 * LISTEN/NOTIFY on PostgreSQL: a task stored by any API process wakes the runners of all of
 * them (and of the workers) at once instead of at their next poll. One pooled connection per
 * process listens; if it drops, the polls still find the work.
 */
export function postgresWakeups(
  pool: pg.Pool,
  warn: (message: string, error: unknown) => void,
): TaskWakeups {
  return {
    notify: async (taskType) => {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, taskType]);
    },
    listen: async (wake) => {
      const client = await pool.connect();
      const onNotification = (message: pg.Notification) => {
        if (message.channel === CHANNEL) wake();
      };
      const onError = (error: Error) => warn('task wake-ups stopped; polling only', error);
      client.on('notification', onNotification);
      client.on('error', onError);
      await client.query(`LISTEN ${CHANNEL}`);
      return async () => {
        client.off('notification', onNotification);
        try {
          await client.query(`UNLISTEN ${CHANNEL}`);
          client.release();
        } catch (error) {
          client.release(error instanceof Error ? error : true);
        } finally {
          client.off('error', onError);
        }
      };
    },
  };
}
