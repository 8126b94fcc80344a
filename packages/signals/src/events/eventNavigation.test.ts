import { describe, expect, it } from 'vitest';
import { adjacentEvent, positionAmongType } from './eventNavigation';
import type { ViewerEvent } from './viewerEvent';

function event(id: string, type: string, start: number): ViewerEvent {
  return { id, type, start, end: start + 10, signal: 'all', origin: 'user' };
}

const events = [
  event('h1', 'HYPOPNEA', 100),
  event('a1', 'APNEA_CENTRAL', 50),
  event('h2', 'HYPOPNEA', 300),
  event('h3', 'HYPOPNEA', 300),
];

describe('events navigator', () => {
  it('goes to the next and previous event of a type from a time', () => {
    expect(adjacentEvent(events, { time: 0 }, 1, 'HYPOPNEA')?.id).toBe('h1');
    expect(adjacentEvent(events, { time: 200 }, -1, 'HYPOPNEA')?.id).toBe('h1');
    expect(adjacentEvent(events, { time: 200 }, -1)?.id).toBe('h1');
    expect(adjacentEvent(events, { time: 60 }, -1, 'HYPOPNEA')).toBeUndefined();
  });

  it('steps through events starting together one by one', () => {
    const second = adjacentEvent(events, { time: 300, id: 'h2' }, 1, 'HYPOPNEA');
    expect(second?.id).toBe('h3');
    expect(adjacentEvent(events, { time: 300, id: 'h3' }, 1, 'HYPOPNEA')).toBeUndefined();
    expect(adjacentEvent(events, { time: 300, id: 'h3' }, -1, 'HYPOPNEA')?.id).toBe('h2');
  });

  it('counts the position among events of the same type', () => {
    expect(positionAmongType(events, events[2] as ViewerEvent)).toEqual({ position: 2, count: 3 });
  });
});
