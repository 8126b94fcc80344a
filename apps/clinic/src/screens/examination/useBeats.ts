import { ApiRequestError } from '@telemed/domain';
import type { BeatsUpdated, ExaminationRef } from '@telemed/domain';
import { relabelBeats } from '@telemed/signals';
import type { BeatUpdate, EventEditor, ViewerBeat } from '@telemed/signals';
import { toastQueue } from '@telemed/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServices } from '../../services/ServicesContext';
import { beatUpdateBody, viewerBeatsOf } from './beatData';
import { viewerEventOf } from './viewerEvents';
import { examinationReviewKey } from './reviewQueries';
import type { EventSaving } from './useEventSaving';

/** The query key of an examination's beats. */
export const beatsKey = (ref: ExaminationRef) => [...examinationReviewKey(ref), 'beats'] as const;

/**
 * The examination's beats (GET .../beats), null for a recording whose ECG was not analysed
 * (404); only ECG examinations ask.
 */
export function useExaminationBeats(ref: ExaminationRef, enabled: boolean) {
  const { client } = useServices();
  return useQuery({
    queryKey: beatsKey(ref),
    queryFn: async ({ signal }): Promise<ViewerBeat[] | null> => {
      try {
        return viewerBeatsOf(await client.beats.list({ params: ref }, { signal }));
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    enabled,
    staleTime: Infinity,
    meta: toldOnScreen,
  });
}

/** Applies a beat update's event changes to the editor, outside the user's undo history. */
function receiveEventChanges(editor: EventEditor, saving: EventSaving, answer: BeatsUpdated) {
  for (const serverId of answer.removedEventIds) {
    const localId = saving.localId(serverId);
    const event = editor.state.events.find((candidate) => candidate.id === localId);
    if (event) editor.dispatch({ type: 'edit.receive', edit: { kind: 'delete', event } });
  }
  for (const created of answer.createdEvents)
    editor.dispatch({
      type: 'edit.receive',
      edit: { kind: 'create', event: viewerEventOf(created) },
    });
}

/**
 * The beat update (PATCH .../beats) of the beat list: the list and the viewer's labels change at
 * once; the single-beat events the server moved with the beats join the page's events. A failed
 * update is told and the beats are loaded again from the server, so the list never shows labels
 * that were not saved.
 */
export function useBeatRelabelling(ref: ExaminationRef, editor: EventEditor, saving: EventSaving) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const key = beatsKey(ref);
  // The answer arrives after later renders: apply it to the editor as it is then.
  const latest = useRef({ editor, saving });
  useEffect(() => {
    latest.current = { editor, saving };
  });
  const mutation = useMutation({
    mutationFn: (updates: BeatUpdate[]) =>
      client.beats.update({ params: ref, body: beatUpdateBody(updates) }),
    onMutate: async (updates) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ViewerBeat[] | null>(
        key,
        (beats) => beats && relabelBeats(beats, updates).beats,
      );
    },
    onSuccess: async (answer) => {
      receiveEventChanges(latest.current.editor, latest.current.saving, answer);
      await queryClient.invalidateQueries({
        queryKey: [...examinationReviewKey(ref), 'statistics'],
      });
    },
    onError: async (error) => {
      toastQueue.show(`${t('examination.beatsNotSaved')} ${errorText(error, t)}`, {
        tone: 'error',
      });
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
  return mutation.mutate;
}
