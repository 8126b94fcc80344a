import type { TimeWindow } from '../cache/timeWindow';
import { isAutomaticEvent } from './viewerEvent';
import type { ViewerEvent } from './viewerEvent';

/**
 * One change to the event list, what the app saves (POST, PATCH or DELETE .../events) and what
 * undo reverts: a create is undone by a delete, an update by the reverse update, a delete by
 * re-creating the event.
 */
export type EventEdit =
  | { kind: 'create'; event: ViewerEvent }
  | { kind: 'update'; before: ViewerEvent; after: ViewerEvent }
  | { kind: 'delete'; event: ViewerEvent };

/** The events being edited, the selected one and the undo/redo history. */
export interface EventEditorState {
  events: readonly ViewerEvent[];
  selectedId: string | undefined;
  undoStack: readonly EventEdit[];
  redoStack: readonly EventEdit[];
}

/** What a user (or a colleague, via `receive`) does to the events. */
export type EventEditAction =
  | { type: 'event.create'; event: ViewerEvent }
  | { type: 'event.update'; event: ViewerEvent }
  | { type: 'event.delete'; id: string }
  | { type: 'event.select'; id: string | undefined }
  | { type: 'history.undo' }
  | { type: 'history.redo' }
  /** A change saved by someone else, applied without entering this user's history. */
  | { type: 'edit.receive'; edit: EventEdit }
  /** A fresh list from the server; the history is kept, the selection if it still exists. */
  | { type: 'events.reset'; events: readonly ViewerEvent[] };

/** The state after an action and the edit it made, for the app to save. */
export interface EventEditResult {
  state: EventEditorState;
  edit?: EventEdit;
}

/**
 * Undo steps kept: a whole night of scoring by hand stays undoable while memory stays bounded
 * (a project decision; no spec value).
 */
export const EVENT_HISTORY_LIMIT = 500;

/** A fresh editor state over `events`. */
export function createEventEditorState(events: readonly ViewerEvent[]): EventEditorState {
  return { events, selectedId: undefined, undoStack: [], redoStack: [] };
}

/** The edit that reverts `edit`. */
export function invertEdit(edit: EventEdit): EventEdit {
  switch (edit.kind) {
    case 'create':
      return { kind: 'delete', event: edit.event };
    case 'delete':
      return { kind: 'create', event: edit.event };
    case 'update':
      return { kind: 'update', before: edit.after, after: edit.before };
  }
}

/** The event list with `edit` applied. */
export function applyEdit(events: readonly ViewerEvent[], edit: EventEdit): ViewerEvent[] {
  switch (edit.kind) {
    case 'create':
      return [...events.filter((event) => event.id !== edit.event.id), edit.event];
    case 'delete':
      return events.filter((event) => event.id !== edit.event.id);
    case 'update':
      return events.map((event) => (event.id === edit.after.id ? edit.after : event));
  }
}

function selectionAfter(edit: EventEdit): string | undefined {
  return edit.kind === 'delete'
    ? undefined
    : edit.kind === 'create'
      ? edit.event.id
      : edit.after.id;
}

function record(state: EventEditorState, edit: EventEdit): EventEditResult {
  return {
    state: {
      events: applyEdit(state.events, edit),
      selectedId: selectionAfter(edit),
      undoStack: [...state.undoStack, edit].slice(-EVENT_HISTORY_LIMIT),
      redoStack: [],
    },
    edit,
  };
}

/** `after` with its start and end in order and a detected event's description kept. */
function normalisedUpdate(before: ViewerEvent, after: ViewerEvent): ViewerEvent {
  const start = Math.min(after.start, after.end);
  const end = Math.max(after.start, after.end);
  // Spec clinical-domain §5: the description of an automatically detected event cannot change.
  const description = isAutomaticEvent(before) ? before.description : after.description;
  return { ...after, origin: before.origin, start, end, description };
}

function sameEvent(a: ViewerEvent, b: ViewerEvent): boolean {
  return (Object.keys({ ...a, ...b }) as (keyof ViewerEvent)[]).every((key) => a[key] === b[key]);
}

/**
 * The event editor as a pure reducer: creating, updating (move, resize, change type, describe),
 * deleting and selecting events, with undo and redo. A user's edits enter the history; received
 * ones (a colleague's, live) do not. An update that changes nothing makes no edit.
 */
export function editEvents(state: EventEditorState, action: EventEditAction): EventEditResult {
  switch (action.type) {
    case 'event.create':
      return record(state, { kind: 'create', event: normalisedUpdate(action.event, action.event) });
    case 'event.update': {
      const before = state.events.find((event) => event.id === action.event.id);
      if (!before) return { state };
      const after = normalisedUpdate(before, action.event);
      if (sameEvent(before, after)) return { state };
      return record(state, { kind: 'update', before, after });
    }
    case 'event.delete': {
      const event = state.events.find((candidate) => candidate.id === action.id);
      return event ? record(state, { kind: 'delete', event }) : { state };
    }
    case 'event.select':
      return { state: { ...state, selectedId: action.id } };
    case 'history.undo': {
      const last = state.undoStack.at(-1);
      if (!last) return { state };
      const edit = invertEdit(last);
      return {
        state: {
          events: applyEdit(state.events, edit),
          selectedId: selectionAfter(edit),
          undoStack: state.undoStack.slice(0, -1),
          redoStack: [...state.redoStack, last],
        },
        edit,
      };
    }
    case 'history.redo': {
      const next = state.redoStack.at(-1);
      if (!next) return { state };
      return {
        state: {
          events: applyEdit(state.events, next),
          selectedId: selectionAfter(next),
          undoStack: [...state.undoStack, next],
          redoStack: state.redoStack.slice(0, -1),
        },
        edit: next,
      };
    }
    case 'edit.receive': {
      const events = applyEdit(state.events, action.edit);
      const selectedId = events.some((event) => event.id === state.selectedId)
        ? state.selectedId
        : undefined;
      return { state: { ...state, events, selectedId } };
    }
    case 'events.reset': {
      const selectedId = action.events.some((event) => event.id === state.selectedId)
        ? state.selectedId
        : undefined;
      return { state: { ...state, events: action.events, selectedId } };
    }
  }
}

/**
 * The event moved by `delta` ms, its duration kept and its ends held inside `bounds` (the
 * recording).
 */
export function moveEvent(event: ViewerEvent, delta: number, bounds: TimeWindow): ViewerEvent {
  const duration = event.end - event.start;
  const start = Math.min(Math.max(event.start + delta, bounds.start), bounds.end - duration);
  return { ...event, start, end: start + duration };
}

/**
 * The event with one edge dragged to `time` (inside `bounds`); dragging an edge past the other
 * swaps them, as drawing programs do.
 */
export function resizeEvent(
  event: ViewerEvent,
  edge: 'start' | 'end',
  time: number,
  bounds: TimeWindow,
): ViewerEvent {
  const clamped = Math.min(Math.max(time, bounds.start), bounds.end);
  const fixed = edge === 'start' ? event.end : event.start;
  return { ...event, start: Math.min(fixed, clamped), end: Math.max(fixed, clamped) };
}
