import { BEAT_EVENT_TYPES } from '@telemed/domain';
import type {
  ApiClient,
  EventOrigin,
  ExaminationEventsChangedEvent,
  ExaminationRef,
} from '@telemed/domain';
import type { EventEditor, ViewerEvent } from '@telemed/signals';
import { eventOverlaps } from '@telemed/signals';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useServices } from '../../services/ServicesContext';
import { examinationStatisticsKey } from './reviewQueries';
import { viewerEventOf } from './viewerEvents';
import { beatsKey } from './useBeats';
import type { EventSaving } from './useEventSaving';

const SINGLE_BEAT_TYPES: readonly string[] = Object.values(BEAT_EVENT_TYPES);

/**
 * Swaps the editor's events of one detected origin for the server's (after an analysis), leaving
 * the user's other events and pending edits alone; outside the user's undo history.
 */
export async function replaceDetectedEvents(
  client: ApiClient,
  ref: ExaminationRef,
  editorNow: () => EventEditor,
  origin: EventOrigin,
): Promise<void> {
  const { events } = await client.events.list({ params: ref, query: { origin } });
  const editor = editorNow();
  for (const event of editor.state.events)
    if (event.origin === origin)
      editor.dispatch({ type: 'edit.receive', edit: { kind: 'delete', event } });
  for (const saved of events)
    editor.dispatch({
      type: 'edit.receive',
      edit: { kind: 'create', event: viewerEventOf(saved) },
    });
}

/**
 * Shows a colleague's event edits on this page as they are saved (clinical-domain §2: two staff
 * editing the same examination see each other's changes live). The server announces each change
 * (`examination.eventsChanged`, ids and span only); this page fetches the changed event in its
 * span and applies it to the editor as a received edit, outside this user's undo history. The
 * page's own changes come back named by its client id and are skipped.
 */
export function useLiveEvents(ref: ExaminationRef, editor: EventEditor, saving: EventSaving): void {
  const { client, realtime } = useServices();
  const queryClient = useQueryClient();
  const latest = useRef({ editor, saving });
  useEffect(() => {
    latest.current = { editor, saving };
  });
  const { teamId, examinationId } = ref;

  useEffect(() => {
    const receive = (edit: Parameters<EventEditor['dispatch']>[0]) =>
      latest.current.editor.dispatch(edit);
    const current = (id: string): ViewerEvent | undefined =>
      latest.current.editor.state.events.find((event) => event.id === id);

    const apply = async (change: ExaminationEventsChangedEvent) => {
      if (change.kind === 'analysed' && change.origin) {
        // An analysis replaced the detected events of one origin (and an ECG's beats).
        void queryClient.invalidateQueries({ queryKey: beatsKey({ teamId, examinationId }) });
        await replaceDetectedEvents(
          client,
          { teamId, examinationId },
          () => latest.current.editor,
          change.origin,
        );
        return;
      }
      if (change.kind === 'beatsRelabelled' && change.startDate && change.endDate) {
        // A colleague relabelled beats: load the beats again, and swap this span's single-beat
        // events for the server's.
        void queryClient.invalidateQueries({ queryKey: beatsKey({ teamId, examinationId }) });
        const span = { start: Date.parse(change.startDate), end: Date.parse(change.endDate) };
        const { events } = await client.events.list({
          params: { teamId, examinationId },
          query: { startDate: change.startDate, endDate: change.endDate },
        });
        const isBeatEvent = (type: string) => SINGLE_BEAT_TYPES.includes(type);
        for (const event of latest.current.editor.state.events)
          if (isBeatEvent(event.type) && eventOverlaps(event, span))
            receive({ type: 'edit.receive', edit: { kind: 'delete', event } });
        for (const saved of events)
          if (isBeatEvent(saved.type))
            receive({
              type: 'edit.receive',
              edit: { kind: 'create', event: viewerEventOf(saved) },
            });
        return;
      }
      if (change.kind === 'removedByOrigin') {
        for (const event of latest.current.editor.state.events)
          if (event.origin === change.origin)
            receive({ type: 'edit.receive', edit: { kind: 'delete', event } });
        return;
      }
      if (!change.eventId) return;
      const localId = latest.current.saving.localId(change.eventId);
      if (change.kind === 'deleted') {
        const event = current(localId);
        if (event) receive({ type: 'edit.receive', edit: { kind: 'delete', event } });
        return;
      }
      if (!change.startDate || !change.endDate) return;
      // The span [start, end + 1 ms) holds the event, a Holter beat's instant too.
      const { events } = await client.events.list({
        params: { teamId, examinationId },
        query: {
          startDate: change.startDate,
          endDate: new Date(Date.parse(change.endDate) + 1).toISOString(),
        },
      });
      const saved = events.find((event) => event._id === change.eventId);
      if (!saved) return;
      const after = { ...viewerEventOf(saved), id: localId };
      const before = current(localId);
      receive({
        type: 'edit.receive',
        edit: before ? { kind: 'update', before, after } : { kind: 'create', event: after },
      });
    };

    return realtime.on('examination.eventsChanged', (change) => {
      if (change.teamId !== teamId || change.examinationId !== examinationId) return;
      if (change.clientId !== null && change.clientId === client.clientId) return;
      // The server's figures follow a colleague's edit as the events do.
      void queryClient.invalidateQueries({
        queryKey: examinationStatisticsKey({ teamId, examinationId }),
      });
      // A change that cannot be fetched now is shown after the next reload; nothing is lost.
      apply(change).catch(() => undefined);
    });
  }, [client, realtime, queryClient, teamId, examinationId]);
}
