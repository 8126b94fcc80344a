import { describe, expect, it } from 'vitest';
import { EVENT_CATEGORIES } from './eventCategories';
import { countEventsIn, eventsIn, indexEvents } from './eventIndex';
import type { ViewerEvent } from './viewerEvent';

function event(id: string, start: number, end: number): ViewerEvent {
  return { id, type: 'HYPOPNEA', start, end, signal: 'all', origin: 'user' };
}

describe('event index', () => {
  it('finds the events overlapping a window, touching edges included, in start order', () => {
    const index = indexEvents([
      event('c', 50, 60),
      event('a', 0, 10),
      event('b', 10, 20),
      event('d', 100, 100),
    ]);
    expect(eventsIn(index, { start: 10, end: 55 }).map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(eventsIn(index, { start: 21, end: 49 })).toEqual([]);
    expect(eventsIn(index, { start: 100, end: 200 }).map((e) => e.id)).toEqual(['d']);
  });

  it('orders events starting together by end, then by id', () => {
    const index = indexEvents([event('b', 5, 9), event('c', 5, 7), event('a', 5, 9)]);
    expect(index.sorted.map((e) => e.id)).toEqual(['c', 'a', 'b']);
  });

  it('keeps the bounds, colour family and signal of each event in arrays, in sorted order', () => {
    const index = indexEvents([
      { ...event('s', 20, 30), type: 'DESATURATION', signal: 'SpO2' },
      { ...event('h', 10, 15), type: 'HYPOPNEA', signal: 'all' },
    ]);
    expect([...index.starts]).toEqual([10, 20]);
    expect([...index.ends]).toEqual([15, 30]);
    expect([...index.categories].map((c) => EVENT_CATEGORIES[c])).toEqual([
      'respiratory',
      'saturation',
    ]);
    expect([...index.signalOf].map((s) => index.signals[s])).toEqual(['all', 'SpO2']);
  });

  it('keeps a long early event that spans the window', () => {
    const index = indexEvents([
      event('long', 0, 1_000),
      event('short', 5, 6),
      event('x', 900, 950),
    ]);
    expect(eventsIn(index, { start: 500, end: 600 }).map((e) => e.id)).toEqual(['long']);
  });

  it('agrees with a linear scan on 10,000 random events', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const events = Array.from({ length: 10_000 }, (_, i) => {
      const start = random() * 28_800_000;
      return event(String(i), start, start + random() * 120_000);
    });
    const index = indexEvents(events);
    for (let trial = 0; trial < 50; trial += 1) {
      const start = random() * 28_800_000;
      const window = { start, end: start + random() * 3_600_000 };
      const expected = events
        .filter((e) => e.end >= window.start && e.start <= window.end)
        .map((e) => e.id)
        .sort();
      expect(
        eventsIn(index, window)
          .map((e) => e.id)
          .sort(),
      ).toEqual(expected);
      expect(countEventsIn(index, window)).toBe(expected.length);
    }
  });
});
