import type { Examination, ExaminationRef, ExaminationType } from '@telemed/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServices } from '../../services/ServicesContext';
import { recordingOverviewOf } from './recordingOverview';
import { viewerEventOf } from './viewerEvents';

/** Every query of one examination's page starts with this key. */
export const examinationReviewKey = ({ teamId, examinationId }: ExaminationRef) =>
  ['examinationReview', teamId, examinationId] as const;

/**
 * The key of the examination itself: a change to it (archived, an action plan made) reloads this
 * alone — the recording and the events the editor holds stay as they are.
 */
export const examinationKey = (ref: ExaminationRef) =>
  [...examinationReviewKey(ref), 'examination'] as const;

/** The examination (GET teams/{teamId}/examinations/{examinationId}). */
export function useExamination(ref: ExaminationRef) {
  const { client } = useServices();
  return useQuery({
    queryKey: examinationKey(ref),
    queryFn: ({ signal }) => client.examinations.get({ params: ref }, { signal }),
    meta: toldOnScreen,
  });
}

/**
 * The recording's span, channels and overview (GET .../signalsoverview). A demo examination's
 * recording is made on this first access, which takes seconds, so it is never refetched.
 */
export function useRecordingOverview(ref: ExaminationRef, enabled: boolean) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...examinationReviewKey(ref), 'overview'],
    queryFn: async ({ signal }) =>
      recordingOverviewOf(await client.signals.overview({ params: ref }, { signal })),
    enabled,
    staleTime: Infinity,
    meta: toldOnScreen,
  });
}

/**
 * The examination's events (GET .../events). Loaded once per visit: the editor holds them from
 * then on and a refetch would replace the ids its undo history names.
 */
export function useExaminationEvents(ref: ExaminationRef, enabled: boolean) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...examinationReviewKey(ref), 'events'],
    queryFn: async ({ signal }) =>
      (await client.events.list({ params: ref }, { signal })).events.map(viewerEventOf),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    meta: toldOnScreen,
  });
}

/** Event types an examination of `type` may carry (GET specs/events). */
export function useEventTypes(type: ExaminationType | undefined) {
  const { client } = useServices();
  return useQuery({
    queryKey: ['eventSpecs'],
    queryFn: ({ signal }) => client.examinationLookups.eventSpecs({ signal }),
    staleTime: Infinity,
    select: (specs) => specs.find((spec) => spec.examinationType === type)?.eventTypes ?? [],
    enabled: type !== undefined,
    meta: toldOnScreen,
  });
}

/** The query key of the examination's statistics: stale once its events or beats change. */
export const examinationStatisticsKey = (ref: ExaminationRef) =>
  [...examinationReviewKey(ref), 'statistics'] as const;

/**
 * The examination's statistics (GET .../statistics): every figure the page shows, computed by
 * the server as the report computes it. Edits, relabelled beats and analyses make it stale.
 */
export function useExaminationStatistics(ref: ExaminationRef) {
  const { client } = useServices();
  return useQuery({
    queryKey: examinationStatisticsKey(ref),
    // The last figures stay on screen while the server computes the edited ones.
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => client.examinations.statistics({ params: ref }, { signal }),
    meta: toldOnScreen,
  });
}

/** The query key of a clinic's analysis parameters for an examination type. */
export const analysisParametersKey = ({ teamId, type }: Pick<Examination, 'teamId' | 'type'>) =>
  ['analysisParameters', teamId, type] as const;

/** The clinic's detector parameters for the examination's type, with the defaults. */
export function useAnalysisParameters(examination: Examination) {
  const { client } = useServices();
  return useQuery({
    queryKey: analysisParametersKey(examination),
    queryFn: ({ signal }) =>
      client.analysis.parameters(
        { params: { teamId: examination.teamId, examinationType: examination.type } },
        { signal },
      ),
    meta: toldOnScreen,
  });
}
