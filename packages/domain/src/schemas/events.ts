import { z } from 'zod';
import { isQualityEventType } from '../rules/eventTypes';
import { IsoDateTimeSchema } from './examination';

/** Where an event came from (clinical-domain §3 Event). */
export const EVENT_ORIGINS = ['analysis', 'quality analysis', 'user'] as const;

/** One event origin. */
export type EventOrigin = (typeof EVENT_ORIGINS)[number];

/** Origins whose events were detected automatically: their description is read-only (§5). */
export const AUTOMATIC_EVENT_ORIGINS: readonly EventOrigin[] = ['analysis', 'quality analysis'];

/** The origin of an event a detector found: quality analysis for quality types, else analysis. */
export function detectedEventOrigin(type: string): Exclude<EventOrigin, 'user'> {
  return isQualityEventType(type) ? 'quality analysis' : 'analysis';
}

/** The `signal` of an event drawn across every channel (platform-core §3, the default). */
export const ALL_SIGNALS = 'all';

/** Longest event description (a sentence or two; the clinic's choice). */
export const EVENT_DESCRIPTION_MAX_LENGTH = 2000;

/** The message of clinical-domain §5 for a changed description of a detected event. */
export const EVENT_DESCRIPTION_READ_ONLY_MESSAGE =
  'The description of an automatically detected event cannot be changed';

const EventOriginSchema = z.enum(EVENT_ORIGINS, { error: 'invalidValue' });
const EventTypeSchema = z
  .string({ error: 'invalidType' })
  .trim()
  .min(1, { error: 'isRequired' })
  .max(64, { error: 'tooLong' });
const DescriptionSchema = z
  .string({ error: 'invalidType' })
  .max(EVENT_DESCRIPTION_MAX_LENGTH, { error: 'tooLong' })
  .nullable();
const SignalNameSchema = z
  .string({ error: 'invalidType' })
  .trim()
  .min(1, { error: 'isRequired' })
  .max(64, { error: 'tooLong' });

/** An event of an examination (platform-core §3 Event, clinical-domain §3). */
export const ExaminationEventSchema = z.object({
  _id: z.string(),
  examinationId: z.string(),
  startDate: IsoDateTimeSchema,
  endDate: IsoDateTimeSchema,
  type: z.string(),
  description: z.string().nullable(),
  origin: EventOriginSchema,
  /** The channel id it was scored on, or 'all'. */
  signal: z.string(),
  showInReport: z.boolean(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});

export type ExaminationEvent = z.infer<typeof ExaminationEventSchema>;

function endsAfterStart(
  body: { startDate?: string; endDate?: string },
  context: z.RefinementCtx,
): void {
  if (body.startDate === undefined || body.endDate === undefined) return;
  if (Date.parse(body.endDate) < Date.parse(body.startDate)) {
    context.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: 'startDateDifferentThanEndDate',
    });
  }
}

/**
 * POST .../events (platform-core §7): a user-scored event (origin `user`); `signal` defaults to
 * 'all'. A point event (start = end) is allowed: Holter beats are instants.
 */
export const CreateEventBodySchema = z
  .object({
    startDate: IsoDateTimeSchema,
    endDate: IsoDateTimeSchema,
    type: EventTypeSchema,
    description: DescriptionSchema.optional(),
    signal: SignalNameSchema.default(ALL_SIGNALS),
    showInReport: z.boolean({ error: 'invalidType' }).default(false),
  })
  .strict()
  .superRefine(endsAfterStart);

export type CreateEventBody = z.input<typeof CreateEventBodySchema>;

/** PATCH .../events/{eventId}: any of the fields; a detected event's description stays. */
export const UpdateEventBodySchema = z
  .object({
    startDate: IsoDateTimeSchema.optional(),
    endDate: IsoDateTimeSchema.optional(),
    type: EventTypeSchema.optional(),
    description: DescriptionSchema.optional(),
    signal: SignalNameSchema.optional(),
    showInReport: z.boolean({ error: 'invalidType' }).optional(),
  })
  .strict()
  .superRefine(endsAfterStart);

export type UpdateEventBody = z.input<typeof UpdateEventBodySchema>;

/** GET .../events: events overlapping `[startDate, endDate]` (all when absent), by origin. */
export const EventsQuerySchema = z.object({
  startDate: IsoDateTimeSchema.optional(),
  endDate: IsoDateTimeSchema.optional(),
  origin: EventOriginSchema.optional(),
  type: EventTypeSchema.optional(),
});

export type EventsQuery = z.input<typeof EventsQuerySchema>;

/** The answer of GET .../events. */
export const EventsResponseSchema = z.object({ events: z.array(ExaminationEventSchema) });

export type EventsResponse = z.infer<typeof EventsResponseSchema>;

/** DELETE .../events?origin=...: removes every event of one origin (clinical-domain §2). */
export const DeleteEventsQuerySchema = z.object({ origin: EventOriginSchema });

export type DeleteEventsQuery = z.input<typeof DeleteEventsQuerySchema>;

/** The answer of a delete: the removed ids. */
export const DeletedEventsSchema = z.object({
  deleted: z.array(z.string()),
  /**
   * DELETE of one event: what brings it back as it was, origin included (POST .../events/restore),
   * for a day — the review's undo.
   */
  restoreToken: z.string().optional(),
});

export type DeletedEvents = z.infer<typeof DeletedEventsSchema>;

/** POST .../events/restore: the token the deletion answered. */
export const RestoreEventBodySchema = z
  .object({ token: z.string({ error: 'required' }).min(1, { error: 'required' }).max(4_096) })
  .strict();

export type RestoreEventBody = z.input<typeof RestoreEventBodySchema>;
