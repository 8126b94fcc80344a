import type { ExaminationRef } from '@telemed/domain';
import { eventSavingActors, eventSavingMachine, localIdOf } from '@telemed/forms';
import type { EventSavingServices } from '@telemed/forms';
import type { EventEdit } from '@telemed/signals';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useServices } from '../../services/ServicesContext';
import { examinationStatisticsKey } from './reviewQueries';

/** What the page needs to save the editor's edits and show how saving goes. */
export interface EventSaving {
  /** The queue, for its status line. */
  actorRef: ActorRefFrom<typeof eventSavingMachine>;
  /** Hand to `useEventEditor` as `onEdit`. */
  save(edit: EventEdit): void;
  /** The editor's id of an event the server knows by `serverId`. */
  localId(serverId: string): string;
}

/**
 * Saves every edit of the event editor through POST / PATCH / DELETE .../events as it happens
 * (the event-saving machine of @telemed/forms), tells it when the browser goes offline and comes
 * back, and while edits wait, asks before the page is left, so none is lost without the user
 * knowing. Once every edit is saved, the server's figures (GET .../statistics) are asked again:
 * the page shows no figure of its own.
 */
export function useEventSaving(ref: ExaminationRef): EventSaving {
  const { client } = useServices();
  const { teamId, examinationId } = ref;
  const [machine] = useState(() => {
    const services: EventSavingServices = {
      createEvent: (body) => client.events.create({ params: { teamId, examinationId }, body }),
      updateEvent: ({ eventId, body }) =>
        client.events.update({ params: { teamId, examinationId, eventId }, body }),
      deleteEvent: ({ eventId }) =>
        client.events.remove({ params: { teamId, examinationId, eventId } }),
      restoreEvent: (body) => client.events.restore({ params: { teamId, examinationId }, body }),
    };
    return eventSavingMachine.provide({ actors: eventSavingActors(services) });
  });
  const actorRef = useActorRef(machine, { input: { isOnline: navigator.onLine } });

  useEffect(() => {
    const offline = () => actorRef.send({ type: 'network.offline' });
    const online = () => actorRef.send({ type: 'network.online' });
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, [actorRef]);

  const unsaved = useSelector(actorRef, (snapshot) => snapshot.context.queue.length > 0);
  const queryClient = useQueryClient();
  const wasUnsaved = useRef(false);
  useEffect(() => {
    if (wasUnsaved.current && !unsaved)
      void queryClient.invalidateQueries({
        queryKey: examinationStatisticsKey({ teamId, examinationId }),
      });
    wasUnsaved.current = unsaved;
  }, [unsaved, queryClient, teamId, examinationId]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return {
    actorRef,
    save: (edit) => actorRef.send({ type: 'edit.save', edit }),
    localId: (serverId) => localIdOf(actorRef.getSnapshot().context, serverId),
  };
}
