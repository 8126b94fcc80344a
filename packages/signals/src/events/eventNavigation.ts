import type { ViewerEvent } from './viewerEvent';

/**
 * The first event of `type` starting after `time` (`direction` 1) or the last one starting before
 * it (-1), for the events navigator; `type` undefined matches every type. Ties in start go by id
 * so the navigator never stalls on two events starting together.
 */
export function adjacentEvent(
  events: readonly ViewerEvent[],
  from: { time: number; id?: string },
  direction: 1 | -1,
  type?: string,
): ViewerEvent | undefined {
  let best: ViewerEvent | undefined;
  const key = (event: ViewerEvent): [number, string] => [event.start, event.id];
  const compare = (a: [number, string], b: [number, string]) =>
    a[0] - b[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0);
  const origin: [number, string] = [from.time, from.id ?? (direction === 1 ? '\uffff' : '')];
  for (const event of events) {
    if (type !== undefined && event.type !== type) continue;
    const order = compare(key(event), origin) * direction;
    if (order <= 0) continue;
    if (!best || compare(key(event), key(best)) * direction < 0) best = event;
  }
  return best;
}

/** Position (1-based) of `event` among the events of its type in time order, and their count. */
export function positionAmongType(
  events: readonly ViewerEvent[],
  event: ViewerEvent,
): { position: number; count: number } {
  let position = 1;
  let count = 0;
  for (const other of events) {
    if (other.type !== event.type) continue;
    count += 1;
    if (other.start < event.start || (other.start === event.start && other.id < event.id))
      position += 1;
  }
  return { position, count };
}
