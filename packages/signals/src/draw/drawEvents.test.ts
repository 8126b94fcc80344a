import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { indexEvents } from '../events/eventIndex';
import type { ViewerEvent } from '../events/viewerEvent';
import { RHYTHM_STRIP_PX, drawEvents, hitEvent } from './drawEvents';
import type { EventScene } from './drawEvents';

/** Path2D stand-in recording its rectangles (Node has no canvas). */
class RecordingPath {
  static rects: number[][] = [];
  rect(...args: number[]) {
    RecordingPath.rects.push(args);
  }
}

function fakeContext() {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (..._args: unknown[]) =>
      calls.push(name);
  const ctx = new Proxy(
    { calls },
    {
      get: (target, key) => (key === 'calls' ? target.calls : record(String(key))),
      set: () => true,
    },
  );
  return ctx as unknown as CanvasRenderingContext2D & { calls: string[] };
}

function event(id: string, start: number, end: number, signal = 'all'): ViewerEvent {
  return { id, type: 'HYPOPNEA', start, end, signal, origin: 'user' };
}

function scene(events: ViewerEvent[], view = { start: 0, end: 1_000 }): EventScene {
  return {
    index: indexEvents(events),
    view,
    width: 1_000,
    x: (time) => ((time - view.start) / (view.end - view.start)) * 1_000,
    bands: new Map([
      ['flow', { top: 0, height: 100 }],
      ['spo2', { top: 100, height: 100 }],
    ]),
    allBand: { top: 0, height: 200 },
    selectedId: undefined,
    preview: undefined,
    colors: { respiratory: 'b', saturation: 'o', cardiac: 'r', artifact: 'g', marker: 'v' },
    selection: 'black',
    font: '12px sans-serif',
    labelOf: (type) => type,
  };
}

beforeEach(() => {
  RecordingPath.rects = [];
  vi.stubGlobal('Path2D', RecordingPath);
});
afterEach(() => vi.unstubAllGlobals());

describe('drawEvents', () => {
  it('draws an event over its own track, or over every track for "all"', () => {
    drawEvents(fakeContext(), scene([event('a', 100, 300, 'spo2'), event('b', 400, 500)]));
    expect(RecordingPath.rects).toEqual([
      [100, 100, 200, 100],
      [400, 0, 100, 200],
    ]);
  });

  it('fills events of a colour on a band less than a pixel apart as one box, others apart', () => {
    const events = [
      event('a', 100, 300, 'flow'),
      event('b', 250, 400, 'flow'),
      event('c', 500, 600, 'flow'),
      event('f', 600.5, 650, 'flow'),
      event('g', 652, 660, 'flow'),
      event('d', 150, 200, 'spo2'),
      { ...event('e', 120, 180, 'flow'), type: 'DESATURATION' },
    ];
    const context = fakeContext();
    drawEvents(context, scene(events));
    expect(RecordingPath.rects).toEqual(
      expect.arrayContaining([
        [100, 0, 300, 100],
        [500, 0, 150, 100],
        [652, 0, 8, 100],
        [150, 100, 50, 100],
        [120, 0, 60, 100],
      ]),
    );
    expect(RecordingPath.rects).toHaveLength(5);
    // One fill per colour: respiratory and saturation.
    expect(context.calls.filter((call) => call === 'fill')).toHaveLength(2);
  });

  it('draws a rhythm episode (a patched one too) as a strip along the bottom of its band', () => {
    const events = [
      { ...event('sinus', 0, 1_000), type: 'SINUS' },
      { ...event('af', 100, 300, 'spo2'), type: 'ATRIAL_FIBRILLATION_PATCH' },
      { ...event('pause', 400, 450), type: 'PAUSE' },
    ];
    drawEvents(fakeContext(), scene(events));
    expect(RecordingPath.rects).toEqual(
      expect.arrayContaining([
        [0, 200 - RHYTHM_STRIP_PX, 1_000, RHYTHM_STRIP_PX],
        [100, 200 - RHYTHM_STRIP_PX, 200, RHYTHM_STRIP_PX],
        [400, 0, 50, 200],
      ]),
    );
    expect(RecordingPath.rects).toHaveLength(3);
    // In a low band (the overview's 44 px) the strip takes a quarter of it.
    RecordingPath.rects = [];
    drawEvents(fakeContext(), { ...scene(events.slice(0, 1)), allBand: { top: 0, height: 44 } });
    expect(RecordingPath.rects).toEqual([[0, 33, 1_000, 11]]);
  });

  it('collapses 10,000 sub-pixel events into the columns they cover', () => {
    // One event every 0.1 px, 0.035 px long, over the first half of the view; none in the rest.
    const events = Array.from({ length: 10_000 }, (_, i) =>
      event(String(i), i * 43.2, i * 43.2 + 15),
    );
    const context = fakeContext();
    drawEvents(context, scene(events, { start: 0, end: 864_000 }));
    expect(RecordingPath.rects).toEqual([[0, 0, 500, 200]]);
    expect(context.calls.filter((call) => call === 'fill')).toHaveLength(1);
  });
});

describe('hitEvent', () => {
  const events = [event('long', 100, 600, 'flow'), event('short', 200, 300, 'flow')];

  it('finds the shortest event under the pointer on its own track only', () => {
    expect(hitEvent(scene(events), 250, 50)?.event.id).toBe('short');
    expect(hitEvent(scene(events), 250, 150)).toBeUndefined();
  });

  it('finds a rhythm episode on its strip only, so the trace under it stays free', () => {
    const sinus = [{ ...event('sinus', 0, 1_000), type: 'SINUS' }];
    expect(hitEvent(scene(sinus), 500, 200 - RHYTHM_STRIP_PX + 2)?.event.id).toBe('sinus');
    expect(hitEvent(scene(sinus), 500, 200 - RHYTHM_STRIP_PX - 20)).toBeUndefined();
  });

  it('grabs an edge within a few pixels, and prefers the selected event', () => {
    expect(hitEvent(scene(events), 598, 50)).toMatchObject({ part: 'end' });
    expect(hitEvent(scene(events), 202, 50)).toMatchObject({
      event: { id: 'short' },
      part: 'start',
    });
    const selected = { ...scene(events), selectedId: 'long' };
    expect(hitEvent(selected, 250, 50)).toMatchObject({ event: { id: 'long' }, part: 'body' });
  });
});
