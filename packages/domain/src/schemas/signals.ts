import { z } from 'zod';
import { SIGNAL_TYPES } from './recordings';

/**
 * Most points one channel of a signals answer may hold: a 4K screen's width twice over. Asking
 * for more (a `duration` too small for the span) is a validation error, so every answer stays
 * O(pixels) whatever the span (ARCHITECTURE.md "Data flow of a recording").
 */
export const SIGNALS_MAX_POINTS = 8192;

/** Points per channel when a signals call gives no `duration`: a 1000 px track. */
export const SIGNALS_DEFAULT_POINTS = 1000;

/** Points per channel of the whole-recording overview strip (one per pixel of a wide strip). */
export const SIGNALS_OVERVIEW_POINTS = 1000;

/**
 * Raw samples are served for windows up to this many hours (platform-core §9 "Raw hour limit
 * 10"); longer windows are always min/max envelopes.
 */
export const RAW_HOUR_LIMIT = 10;

/**
 * An instant as ISO 8601 with offset, or as epoch milliseconds; parsed to epoch ms. Clients may
 * give epoch milliseconds as a number: the query string makes it a string anyway.
 */
const InstantSchema = z.coerce
  .string<string | number>({ error: 'invalidFormat' })
  .refine((value) => parseInstant(value) !== null, { error: 'invalidFormat' })
  .transform((value) => parseInstant(value) ?? 0);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function parseInstant(value: string): number | null {
  if (/^-?\d{1,15}$/.test(value)) return Number(value);
  if (!ISO_INSTANT.test(value)) return null;
  const parsed = Date.parse(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * Which channels an answer holds: `all` (default), one signal type (`ecg`, `spo2`...), or a
 * comma-separated list of channel ids (`ch0,ch2`).
 */
const ViewSchema = z.string().trim().max(200, { error: 'tooLong' }).default('all');

/**
 * GET teams/{teamId}/examinations/{examinationId}/signals (platform-core §7): the window
 * `[startDate, endDate)`, the channels (`view`) and the seconds each point covers (`duration`,
 * the viewer's resolution; default span / 1000). At most {@link SIGNALS_MAX_POINTS} points.
 */
export const SignalsQuerySchema = z
  .object({
    startDate: InstantSchema,
    endDate: InstantSchema,
    view: ViewSchema,
    duration: z.coerce
      .number<number>({ error: 'invalidFormat' })
      .positive({ error: 'invalidValue' })
      .optional(),
  })
  .superRefine((query, context) => {
    if (query.endDate <= query.startDate) {
      context.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'startDateDifferentThanEndDate',
      });
    } else if (
      query.duration !== undefined &&
      (query.endDate - query.startDate) / 1000 / query.duration > SIGNALS_MAX_POINTS
    ) {
      context.addIssue({ code: 'custom', path: ['duration'], message: 'invalidValue' });
    }
  });

/** The parsed signals query (instants in epoch ms). */
export type SignalsQuery = z.output<typeof SignalsQuerySchema>;

/** What a client sends: instants as ISO strings or epoch ms. */
export type SignalsQueryInput = z.input<typeof SignalsQuerySchema>;

/** GET .../signalsoverview: the whole recording unless a narrower span is given. */
export const SignalsOverviewQuerySchema = z.object({
  startDate: InstantSchema.optional(),
  endDate: InstantSchema.optional(),
  view: ViewSchema,
});

export type SignalsOverviewQuery = z.output<typeof SignalsOverviewQuerySchema>;

/** A span with no data in a series (a recording gap, an unplugged sensor), epoch ms. */
export const SignalBreakSchema = z.object({ startDate: z.number(), endDate: z.number() });

export type SignalBreak = z.infer<typeof SignalBreakSchema>;

const SeriesBaseSchema = z.object({
  /** The channel id (`ch0`...). */
  id: z.string(),
  label: z.string(),
  type: z.enum(SIGNAL_TYPES),
  /** Unit of the values; ECG is always sent in volts (`V`), shown ×1000 (platform-core §9). */
  unit: z.string(),
  samplingRate: z.number(),
  /** Epoch ms of point 0. */
  start: z.number(),
  /** Milliseconds between points: point `i` is at (raw) or covers from `start + i × step`. */
  step: z.number(),
  /** Break markers: spans without data; the values there are null. */
  breaks: z.array(SignalBreakSchema),
});

/** Zoomed in: the raw samples, `values[i]` at `start + i × step`. */
export const RawSignalSeriesSchema = SeriesBaseSchema.extend({
  kind: z.literal('raw'),
  values: z.array(z.number().nullable()),
});

/**
 * Zoomed out: a min/max envelope from the pyramid, point `i` covering
 * `[start + i × step, start + (i + 1) × step)` with every sample inside `[min[i], max[i]]`.
 */
export const EnvelopeSignalSeriesSchema = SeriesBaseSchema.extend({
  kind: z.literal('envelope'),
  min: z.array(z.number().nullable()),
  max: z.array(z.number().nullable()),
});

/** One channel's series of a window (platform-core §3 "Signals"). */
export const SignalSeriesSchema = z.discriminatedUnion('kind', [
  RawSignalSeriesSchema,
  EnvelopeSignalSeriesSchema,
]);

export type RawSignalSeries = z.infer<typeof RawSignalSeriesSchema>;
export type EnvelopeSignalSeries = z.infer<typeof EnvelopeSignalSeriesSchema>;
export type SignalSeries = z.infer<typeof SignalSeriesSchema>;

/** The answer of GET .../signals: the window as served and one series per channel. */
export const SignalsResponseSchema = z.object({
  startDate: z.number(),
  endDate: z.number(),
  /** Seconds each point covers, as used. */
  duration: z.number(),
  signals: z.array(SignalSeriesSchema),
});

export type SignalsResponse = z.infer<typeof SignalsResponseSchema>;

/** The answer of GET .../signalsoverview. */
export const SignalsOverviewResponseSchema = z.object({
  signalsOverview: z.object({
    /** The recording's span, epoch ms. */
    startDate: z.number(),
    endDate: z.number(),
    signals: z.array(SignalSeriesSchema),
  }),
});

export type SignalsOverviewResponse = z.infer<typeof SignalsOverviewResponseSchema>;
