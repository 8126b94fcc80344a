import { z } from 'zod';
import { OutboxMailSchema } from '../schemas/system';
import { endpoint, errorResponses } from './endpoint';

/**
 * The local mail outbox of a quick start without SMTP; served only while mail does not go to SMTP.
 * Its mails carry confirmation and password links, so only site administrators read it.
 */
export const devOutboxContract = {
  /** The mails written to the outbox, oldest first. */
  list: endpoint({
    method: 'GET',
    path: '/dev/outbox',
    access: 'siteAdmin',
    responses: { 200: z.array(OutboxMailSchema), ...errorResponses },
  }),
} as const;
