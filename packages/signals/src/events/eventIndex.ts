import { isRhythmEventType } from '@telemed/domain';
import type { TimeWindow } from '../cache/timeWindow';
import { eventCategoryIndex } from './eventCategories';
import type { ViewerEvent } from './viewerEvent';

/**
 * Events sorted by start with the running greatest end, so the events overlapping a window are
 * found by two binary searches and a scan of the candidates only: 10,000 events of a night cost
 * O(log n + visible) per frame, not O(n) (an interval query on a start-sorted list, as in
 * augmented interval trees, Cormen et al. §14.3, flattened to an array).
 */
export interface EventIndex {
  /** The events by start time (ties by end, then id: one order for every list of them). */
  readonly sorted: readonly ViewerEvent[];
  /** `maxEnd[i]` is the greatest end among `sorted[0..i]`, non-decreasing. */
  readonly maxEnd: Float64Array;
  /**
   * Per event of `sorted`: its start and end, its colour family (an index of
   * `EVENT_CATEGORIES`), 1 when it is a rhythm episode (drawn as a strip) and its signal (an
   * index of `signals`). A frame lays out thousands of events from these arrays without reading
   * the objects.
   */
  readonly starts: Float64Array;
  readonly ends: Float64Array;
  readonly categories: Uint8Array;
  readonly rhythms: Uint8Array;
  readonly signalOf: Uint16Array;
  /** The distinct signals of the events. */
  readonly signals: readonly string[];
}

/** Builds the index; O(n log n), once per change of the event list. */
export function indexEvents(events: readonly ViewerEvent[]): EventIndex {
  const sorted = [...events].sort(
    (a, b) => a.start - b.start || a.end - b.end || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  const count = sorted.length;
  const maxEnd = new Float64Array(count);
  const starts = new Float64Array(count);
  const ends = new Float64Array(count);
  const categories = new Uint8Array(count);
  const rhythms = new Uint8Array(count);
  const signalOf = new Uint16Array(count);
  const signals: string[] = [];
  const signalIndex = new Map<string, number>();
  let greatest = -Infinity;
  sorted.forEach((event, index) => {
    greatest = Math.max(greatest, event.end);
    maxEnd[index] = greatest;
    starts[index] = event.start;
    ends[index] = event.end;
    categories[index] = eventCategoryIndex(event.type);
    rhythms[index] = isRhythmEventType(event.type) ? 1 : 0;
    let signal = signalIndex.get(event.signal);
    if (signal === undefined) {
      signal = signals.push(event.signal) - 1;
      signalIndex.set(event.signal, signal);
    }
    signalOf[index] = signal;
  });
  return { sorted, maxEnd, starts, ends, categories, rhythms, signalOf, signals };
}

/** First index in [0, length] whose value is not below `limit` (values non-decreasing). */
function lowerBound(length: number, valueAt: (index: number) => number, limit: number): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (valueAt(middle) < limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Calls `visit` for every event overlapping `window` (sharing at least an instant), in start
 * order, without allocating.
 */
export function forEachEventIn(
  index: EventIndex,
  window: TimeWindow,
  visit: (event: ViewerEvent) => void,
): void {
  const [from, to] = candidatesIn(index, window);
  for (let i = from; i < to; i += 1) {
    const event = index.sorted[i];
    if (event && (index.ends[i] ?? -Infinity) >= window.start) visit(event);
  }
}

/**
 * The positions [from, to) in `sorted` of the events that may overlap `window`: those among
 * them ending at or after its start do.
 */
export function candidatesIn(index: EventIndex, window: TimeWindow): [number, number] {
  const { starts, maxEnd } = index;
  // Nothing before `from` reaches the window: the running greatest end is still short of it.
  const from = lowerBound(starts.length, (i) => maxEnd[i] ?? Infinity, window.start);
  // Nothing from `to` on starts inside the window.
  const to = lowerBound(starts.length, (i) => starts[i] ?? Infinity, window.end + 1e-9);
  return [from, to];
}

/** The events overlapping `window`, in start order. */
export function eventsIn(index: EventIndex, window: TimeWindow): ViewerEvent[] {
  const found: ViewerEvent[] = [];
  forEachEventIn(index, window, (event) => found.push(event));
  return found;
}

/** How many events overlap `window`, without gathering them. */
export function countEventsIn(index: EventIndex, window: TimeWindow): number {
  let count = 0;
  forEachEventIn(index, window, () => {
    count += 1;
  });
  return count;
}
