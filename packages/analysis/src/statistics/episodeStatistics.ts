import type { EventType } from '@telemed/domain';
import type { DetectedEvent } from '../events/detectedEvent';
import { mergeIntervals } from './timeIntervals';

/** Episodes of one rhythm: how many, how long in total, the longest. */
export interface EpisodeStatistics {
  count: number;
  totalSeconds: number;
  longestSeconds: number | null;
}

/**
 * Episodes of a rhythm type. A physician's modified copy (`<TYPE>_PATCH`, clinical-domain §3)
 * covers the same rhythm, so events of the type and of its patch variant are merged first:
 * overlapping or touching events make one episode, and a patch that replaces a detector episode
 * is not counted twice.
 */
export function episodeStatistics(
  events: readonly DetectedEvent[],
  type: EventType,
): EpisodeStatistics {
  const patch = `${type}_PATCH`;
  const episodes = mergeIntervals(
    events.filter((event) => event.type === type || event.type === patch),
  );
  let totalSeconds = 0;
  let longest = 0;
  for (const { startSeconds, endSeconds } of episodes) {
    totalSeconds += endSeconds - startSeconds;
    longest = Math.max(longest, endSeconds - startSeconds);
  }
  return { count: episodes.length, totalSeconds, longestSeconds: episodes.length ? longest : null };
}
