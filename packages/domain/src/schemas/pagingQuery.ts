import { z } from 'zod';

/** A list query's first index (an offset, or a page number from 0): a whole number from 0. */
export const firstIndexQuery = () =>
  z.coerce
    .number<number>()
    .int({ error: 'notInteger' })
    .min(0, { error: 'invalidValue' })
    .default(0);

/** A list query's page size: a whole number from 1 to `max`, `fallback` when left out. */
export const pageSizeQuery = (max: number, fallback: number) =>
  z.coerce
    .number<number>()
    .int({ error: 'notInteger' })
    .min(1, { error: 'invalidValue' })
    .max(max, { error: 'invalidValue' })
    .default(fallback);
