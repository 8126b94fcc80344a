import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createEventEditorState, editEvents } from './eventEdits';
import type { EventEdit, EventEditAction, EventEditorState } from './eventEdits';
import { indexEvents } from './eventIndex';
import type { EventIndex } from './eventIndex';
import type { ViewerEvent } from './viewerEvent';

/** Options of {@link useEventEditor}. */
export interface UseEventEditorOptions {
  /** The events from the server; a new list replaces the edited one, keeping the history. */
  events: readonly ViewerEvent[];
  /**
   * Called with every edit the user makes, undo and redo included, for the app to save
   * (POST / PATCH / DELETE .../events); never for received edits.
   */
  onEdit?(edit: EventEdit): void;
}

/** The shared event editor the viewer, the events table and the navigator work on. */
export interface EventEditor {
  state: EventEditorState;
  /** The events indexed by time, rebuilt when the list changes. */
  index: EventIndex;
  dispatch(action: EventEditAction): void;
}

/**
 * Holds the event edit state ({@link editEvents}) for one examination, so the viewer, the events
 * table and the navigator select and edit the same events. Pass the result to each of them.
 */
export function useEventEditor({ events, onEdit }: UseEventEditorOptions): EventEditor {
  const [state, setState] = useState(() => createEventEditorState(events));
  const current = useRef(state);
  const [received, setReceived] = useState(events);
  if (received !== events) {
    // React's "adjust state when a prop changes": the server's list replaces the local one.
    setReceived(events);
    setState(editEvents(state, { type: 'events.reset', events }).state);
  }
  // The ref follows the rendered state before any event handler can dispatch again.
  useLayoutEffect(() => {
    current.current = state;
  }, [state]);
  const onEditRef = useRef(onEdit);
  useEffect(() => {
    onEditRef.current = onEdit;
  });
  const dispatch = useCallback((action: EventEditAction) => {
    const result = editEvents(current.current, action);
    if (result.state === current.current) return;
    current.current = result.state;
    setState(result.state);
    if (result.edit) onEditRef.current?.(result.edit);
  }, []);
  const index = useMemo(() => indexEvents(state.events), [state.events]);
  // One object per state, so components given the editor re-render only when it changes.
  return useMemo(() => ({ state, index, dispatch }), [state, index, dispatch]);
}
