import type { ExaminationRef } from '@telemed/domain';
import type { EventEdit } from '@telemed/signals';
import { useEffect, useState } from 'react';
import { useServices } from '../../services/ServicesContext';
import { EventSaveQueue } from './eventSaves';
import type { EventSaveState } from './eventSaves';

/** What the page needs to save the editor's edits and show how saving goes. */
export interface EventSaving {
  state: EventSaveState;
  /** Hand to `useEventEditor` as `onEdit`. */
  save(edit: EventEdit): void;
  /** Tries the failed save again now. */
  retry(): void;
  /** The editor's id of an event the server knows by `serverId`. */
  localId(serverId: string): string;
}

/**
 * Saves every edit of the event editor through POST / PATCH / DELETE .../events as it happens
 * ({@link EventSaveQueue}); while edits wait, leaving the page asks first, so none is lost
 * without the user knowing.
 */
export function useEventSaving(ref: ExaminationRef): EventSaving {
  const { client } = useServices();
  const { teamId, examinationId } = ref;
  const [state, setState] = useState<EventSaveState>({ pending: 0 });
  const [queue] = useState(
    () =>
      new EventSaveQueue(
        {
          create: (body) => client.events.create({ params: { teamId, examinationId }, body }),
          update: (eventId, body) =>
            client.events.update({ params: { teamId, examinationId, eventId }, body }),
          remove: (eventId) => client.events.remove({ params: { teamId, examinationId, eventId } }),
        },
        setState,
      ),
  );
  useEffect(() => () => queue.dispose(), [queue]);

  const unsaved = state.pending > 0;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return {
    state,
    save: (edit) => queue.push(edit),
    retry: () => queue.retry(),
    localId: (serverId) => queue.localId(serverId),
  };
}
