import { z } from 'zod';

/** GET health. */
export const HealthResponseSchema = z.object({ status: z.literal('ok') });

export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** One mail of the local outbox (GET dev/outbox, newest first). */
export const OutboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  date: z.iso.datetime(),
  /** The files attached (a report PDF), by name, type and size. */
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), byteSize: z.number().int() }))
    .optional(),
});

export type OutboxMail = z.infer<typeof OutboxMailSchema>;

/** Payload of the realtime `session.ready` event. */
export const SessionReadyEventSchema = z.object({ userId: z.uuid() });

export type SessionReadyEvent = z.infer<typeof SessionReadyEventSchema>;
