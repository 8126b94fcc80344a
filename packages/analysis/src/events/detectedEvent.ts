import type { EventType } from '@telemed/domain';

/**
 * An event a detector found, in seconds from the start of the recording. `signal` names the
 * channel it was found on; absent means all channels.
 */
export interface DetectedEvent<Type extends EventType = EventType> {
  type: Type;
  startSeconds: number;
  endSeconds: number;
  signal?: string;
  description?: string;
}
