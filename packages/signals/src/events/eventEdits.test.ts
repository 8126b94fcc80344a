import { describe, expect, it } from 'vitest';
import { createEventEditorState, editEvents, moveEvent, resizeEvent } from './eventEdits';
import type { EventEditAction, EventEditorState } from './eventEdits';
import type { ViewerEvent } from './viewerEvent';

const apnea: ViewerEvent = {
  id: 'a1',
  type: 'APNEA_OBSTRUCTIVE',
  start: 1_000,
  end: 21_000,
  signal: 'flow',
  origin: 'analysis',
  description: 'Detected: flow drop 95 %',
};
const recording = { start: 0, end: 100_000 };

function run(state: EventEditorState, ...actions: EventEditAction[]) {
  return actions.reduce((current, action) => editEvents(current, action).state, state);
}

describe('event edits', () => {
  it('creates, selects and saves a user event', () => {
    const event: ViewerEvent = { ...apnea, id: 'u1', origin: 'user', start: 50, end: 10 };
    const result = editEvents(createEventEditorState([apnea]), { type: 'event.create', event });
    expect(result.edit).toEqual({ kind: 'create', event: { ...event, start: 10, end: 50 } });
    expect(result.state.selectedId).toBe('u1');
    expect(result.state.events).toHaveLength(2);
  });

  it('changes the type and times of a detected event but keeps its description', () => {
    const { state, edit } = editEvents(createEventEditorState([apnea]), {
      type: 'event.update',
      event: { ...apnea, type: 'HYPOPNEA', start: 2_000, description: 'edited', origin: 'user' },
    });
    expect(state.events[0]).toEqual({ ...apnea, type: 'HYPOPNEA', start: 2_000 });
    expect(edit).toMatchObject({ kind: 'update', before: apnea });
  });

  it('lets the description of a user event change', () => {
    const mine = { ...apnea, origin: 'user' as const };
    const { state } = editEvents(createEventEditorState([mine]), {
      type: 'event.update',
      event: { ...mine, description: 'Patient coughed' },
    });
    expect(state.events[0]?.description).toBe('Patient coughed');
  });

  it('makes no edit when an update changes nothing', () => {
    const result = editEvents(createEventEditorState([apnea]), {
      type: 'event.update',
      event: { ...apnea, description: 'cannot change' },
    });
    expect(result.edit).toBeUndefined();
    expect(result.state.undoStack).toHaveLength(0);
  });

  it('undoes and redoes a delete, a move and a create in order, emitting the inverse edits', () => {
    let state = run(
      createEventEditorState([apnea]),
      { type: 'event.update', event: moveEvent(apnea, 5_000, recording) },
      { type: 'event.delete', id: 'a1' },
    );
    expect(state.events).toEqual([]);
    const undoDelete = editEvents(state, { type: 'history.undo' });
    expect(undoDelete.edit).toMatchObject({ kind: 'create', event: { start: 6_000 } });
    state = undoDelete.state;
    const undoMove = editEvents(state, { type: 'history.undo' });
    expect(undoMove.edit).toMatchObject({ kind: 'update', after: { start: 1_000 } });
    state = undoMove.state;
    expect(state.events).toEqual([apnea]);
    expect(editEvents(state, { type: 'history.undo' }).edit).toBeUndefined();
    state = run(state, { type: 'history.redo' }, { type: 'history.redo' });
    expect(state.events).toEqual([]);
    expect(state.redoStack).toHaveLength(0);
  });

  it('drops the redo history when a new edit is made', () => {
    const state = run(
      createEventEditorState([apnea]),
      { type: 'event.delete', id: 'a1' },
      { type: 'history.undo' },
      { type: 'event.update', event: { ...apnea, type: 'HYPOPNEA' } },
    );
    expect(state.redoStack).toHaveLength(0);
    expect(state.undoStack).toHaveLength(1);
    expect(state.events[0]?.type).toBe('HYPOPNEA');
  });

  it('applies a colleague’s edit without entering the history and drops a deleted selection', () => {
    const selected = run(createEventEditorState([apnea]), { type: 'event.select', id: 'a1' });
    const state = run(selected, { type: 'edit.receive', edit: { kind: 'delete', event: apnea } });
    expect(state.events).toEqual([]);
    expect(state.selectedId).toBeUndefined();
    expect(state.undoStack).toHaveLength(0);
  });

  it('moves inside the recording and resizes by either edge, swapping past the other', () => {
    expect(moveEvent(apnea, -5_000, recording)).toMatchObject({ start: 0, end: 20_000 });
    expect(moveEvent(apnea, 90_000, recording)).toMatchObject({ start: 80_000, end: 100_000 });
    expect(resizeEvent(apnea, 'end', 30_000, recording)).toMatchObject({
      start: 1_000,
      end: 30_000,
    });
    expect(resizeEvent(apnea, 'start', 25_000, recording)).toMatchObject({
      start: 21_000,
      end: 25_000,
    });
  });
});
