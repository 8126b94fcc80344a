import type { Examination } from '@telemed/domain';

/**
 * Orders examinations whose events are not counted yet (`eventCount` null: the recording has not
 * been analysed) after the counted ones, whichever way the counts are sorted — as the server's
 * list does (`nulls last`). 0 when both or neither are counted.
 */
export function unknownCountsLast(a: Examination, b: Examination): number {
  return Number(a.eventCount === null) - Number(b.eventCount === null);
}
