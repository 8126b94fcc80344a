import { z } from 'zod';
import { OutboxMailSchema } from '../schemas/system';
import { endpoint, errorResponses } from './endpoint';

/** The local mail outbox, for the demo and tests; served only when mail does not go to SMTP. */
export const devOutboxContract = {
  /** The mails written to the outbox, oldest first. */
  list: endpoint({
    method: 'GET',
    path: '/dev/outbox',
    access: 'public',
    responses: { 200: z.array(OutboxMailSchema), ...errorResponses },
  }),
} as const;
