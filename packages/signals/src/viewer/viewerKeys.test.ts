import { describe, expect, it } from 'vitest';
import type { ViewerEvent } from '../events/viewerEvent';
import { viewerKeyResult } from './viewerKeys';
import type { ViewerKeyContext } from './viewerKeys';

const plain = { shiftKey: false, ctrlKey: false, altKey: false, metaKey: false };
const first: ViewerEvent = {
  id: 'e1',
  type: 'HYPOPNEA',
  start: 10_000,
  end: 30_000,
  signal: 'flow',
  origin: 'analysis',
};
const second: ViewerEvent = { ...first, id: 'e2', start: 40_000, end: 50_000 };
const context: ViewerKeyContext = {
  view: { start: 0, end: 100_000 },
  recording: { start: 0, end: 1_000_000 },
  hotkeys: { o: 'APNEA_OBSTRUCTIVE' },
  selected: undefined,
  visible: () => [first, second],
  newId: () => 'new',
  editable: true,
};

describe('viewer keys', () => {
  it('scores a 10 s event in the middle of the view with a hotkey', () => {
    expect(viewerKeyResult({ ...plain, key: 'o' }, context)).toEqual({
      kind: 'edit',
      action: {
        type: 'event.create',
        event: expect.objectContaining({
          id: 'new',
          type: 'APNEA_OBSTRUCTIVE',
          start: 45_000,
          end: 55_000,
          origin: 'user',
        }),
      },
    });
  });

  it('changes the selected event’s type with a hotkey instead', () => {
    const result = viewerKeyResult({ ...plain, key: 'O' }, { ...context, selected: first });
    expect(result).toEqual({
      kind: 'edit',
      action: { type: 'event.update', event: { ...first, type: 'APNEA_OBSTRUCTIVE' } },
    });
  });

  it('steps through the events in view with ] and [, and leaves Tab to the page', () => {
    expect(viewerKeyResult({ ...plain, key: ']' }, context)).toEqual({
      kind: 'edit',
      action: { type: 'event.select', id: 'e1' },
    });
    expect(viewerKeyResult({ ...plain, key: ']' }, { ...context, selected: first })).toMatchObject({
      action: { id: 'e2' },
    });
    expect(
      viewerKeyResult({ ...plain, key: ']' }, { ...context, selected: second }),
    ).toBeUndefined();
    expect(viewerKeyResult({ ...plain, key: '[' }, { ...context, selected: second })).toMatchObject(
      { action: { id: 'e1' } },
    );
    // Without a selection [ starts from the last event in view.
    expect(viewerKeyResult({ ...plain, key: '[' }, context)).toMatchObject({
      action: { id: 'e2' },
    });
    expect(viewerKeyResult({ ...plain, key: 'Tab' }, { ...context, selected: first })).toBe(
      undefined,
    );
    expect(viewerKeyResult({ ...plain, key: 'Tab', shiftKey: true }, context)).toBeUndefined();
  });

  it('deletes, nudges, undoes and redoes', () => {
    const withSelection = { ...context, selected: first };
    expect(viewerKeyResult({ ...plain, key: 'Delete' }, withSelection)).toMatchObject({
      action: { type: 'event.delete', id: 'e1' },
    });
    expect(
      viewerKeyResult({ ...plain, key: 'ArrowRight', altKey: true }, withSelection),
    ).toMatchObject({
      action: { type: 'event.update', event: { start: 12_500, end: 32_500 } },
    });
    expect(
      viewerKeyResult({ ...plain, key: 'ArrowLeft', altKey: true, shiftKey: true }, withSelection),
    ).toMatchObject({
      action: { event: { start: 10_000, end: 27_500 } },
    });
    expect(viewerKeyResult({ ...plain, key: 'z', ctrlKey: true }, context)).toMatchObject({
      action: { type: 'history.undo' },
    });
    expect(
      viewerKeyResult({ ...plain, key: 'Z', metaKey: true, shiftKey: true }, context),
    ).toMatchObject({ action: { type: 'history.redo' } });
  });

  it('navigates with arrows and leaves events alone when not editable', () => {
    expect(viewerKeyResult({ ...plain, key: 'ArrowRight' }, context)).toEqual({
      kind: 'window',
      window: { start: 25_000, end: 125_000 },
    });
    expect(
      viewerKeyResult({ ...plain, key: 'o' }, { ...context, editable: false }),
    ).toBeUndefined();
    expect(
      viewerKeyResult(
        { ...plain, key: 'Delete' },
        { ...context, selected: first, editable: false },
      ),
    ).toBeUndefined();
  });
});
