import { describe, expect, it } from 'vitest';
import type { EventScene } from '../draw/drawEvents';
import { indexEvents } from '../events/eventIndex';
import type { ViewerEvent } from '../events/viewerEvent';
import { pendingRangeOf, pressOutcome, previewOf, releaseAction } from './eventGesture';
import type { EventGesture, ReleaseContext } from './eventGesture';

// One ms per CSS px: a 1000 px plot showing the first second of a 10 s recording.
const view = { start: 0, end: 1_000 };
const recording = { start: 0, end: 10_000 };
const apnea: ViewerEvent = {
  id: 'a',
  type: 'APNEA_OBSTRUCTIVE',
  start: 200,
  end: 600,
  signal: 'flow',
  origin: 'analysis',
};
const tracks = [
  { channel: { id: 'flow' }, top: 0, height: 100 },
  { channel: { id: 'spo2' }, top: 100, height: 100 },
];

function scene(events: ViewerEvent[]): EventScene {
  return {
    index: indexEvents(events),
    view,
    width: 1_000,
    x: (time) => time,
    bands: new Map(tracks.map(({ channel, top, height }) => [channel.id, { top, height }])),
    allBand: { top: 0, height: 200 },
    selectedId: undefined,
    preview: undefined,
    colors: { respiratory: '', saturation: '', cardiac: '', artifact: '', marker: '' },
    selection: '',
    font: '',
    labelOf: (type) => type,
  };
}

const release = (overrides: Partial<ReleaseContext>): ReleaseContext => ({
  moved: 50,
  time: 500,
  selectedId: undefined,
  view,
  width: 1_000,
  recording,
  newType: 'HYPOPNEA',
  newId: () => 'new',
  ...overrides,
});

describe('pressOutcome', () => {
  it('selects the event pressed and drags it, or the edge grabbed', () => {
    const events = scene([apnea]);
    expect(pressOutcome({ px: 400, py: 50, shiftKey: false }, events, tracks, false)).toEqual({
      select: 'a',
      gesture: { kind: 'move', event: apnea, fromX: 400 },
    });
    expect(
      pressOutcome({ px: 598, py: 50, shiftKey: false }, events, tracks, false).gesture?.kind,
    ).toBe('end');
  });

  it('only selects when the events are read-only', () => {
    expect(
      pressOutcome({ px: 400, py: 50, shiftKey: false }, scene([apnea]), tracks, true),
    ).toEqual({ select: 'a' });
  });

  it('marks a new event on the track under the pointer with Shift, even over an event', () => {
    expect(
      pressOutcome({ px: 400, py: 150, shiftKey: true }, scene([apnea]), tracks, false),
    ).toEqual({ gesture: { kind: 'create', anchor: 400, signal: 'spo2' } });
    expect(
      pressOutcome({ px: 400, py: 250, shiftKey: true }, scene([]), tracks, false).gesture,
    ).toEqual({ kind: 'create', anchor: 400, signal: 'all' });
  });

  it('leaves a plain press beside the events to the pan', () => {
    expect(
      pressOutcome({ px: 800, py: 50, shiftKey: false }, scene([apnea]), tracks, false),
    ).toEqual({});
    expect(pressOutcome({ px: 800, py: 50, shiftKey: true }, scene([]), tracks, true)).toEqual({});
  });
});

describe('previewOf and pendingRangeOf', () => {
  it('moves the dragged event by the time the pointer travelled, inside the recording', () => {
    const move: EventGesture = { kind: 'move', event: apnea, fromX: 400 };
    expect(previewOf(move, 700, view, 1_000, recording)).toMatchObject({ start: 500, end: 900 });
    expect(previewOf(move, undefined, view, 1_000, recording)).toBeUndefined();
  });

  it('moves only the edge grabbed', () => {
    const end: EventGesture = { kind: 'end', event: apnea, fromX: 600 };
    expect(previewOf(end, 900, view, 1_000, recording)).toMatchObject({ start: 200, end: 900 });
  });

  it('shades the range marked so far, whichever way the pointer went', () => {
    const create: EventGesture = { kind: 'create', anchor: 400, signal: 'flow' };
    expect(pendingRangeOf(create, 100)).toEqual({ start: 100, end: 400 });
    expect(pendingRangeOf(create, undefined)).toBeUndefined();
    expect(pendingRangeOf({ kind: 'move', event: apnea, fromX: 0 }, 100)).toBeUndefined();
  });
});

describe('releaseAction', () => {
  it('clears the selection on a click beside the events', () => {
    expect(releaseAction(undefined, release({ moved: 1, selectedId: 'a' }))).toEqual({
      type: 'event.select',
      id: undefined,
    });
    expect(releaseAction(undefined, release({ moved: 1 }))).toBeUndefined();
    expect(releaseAction(undefined, release({ moved: 10, selectedId: 'a' }))).toBeUndefined();
  });

  it('creates the event a Shift+drag marked, as the user’s', () => {
    const create: EventGesture = { kind: 'create', anchor: 400, signal: 'flow' };
    expect(releaseAction(create, release({ time: 100 }))).toEqual({
      type: 'event.create',
      event: {
        id: 'new',
        type: 'HYPOPNEA',
        start: 100,
        end: 400,
        signal: 'flow',
        origin: 'user',
        description: null,
        showInReport: false,
      },
    });
  });

  it('saves a dragged event where it was left, but not after a click', () => {
    const move: EventGesture = { kind: 'move', event: apnea, fromX: 400 };
    expect(releaseAction(move, release({ time: 450 }))).toEqual({
      type: 'event.update',
      event: { ...apnea, start: 250, end: 650 },
    });
    expect(releaseAction(move, release({ moved: 2 }))).toBeUndefined();
  });
});
