import type { Examination, ExaminationListResponse, UpdateExaminationBody } from '@telemed/domain';
import { toastQueue } from '@telemed/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import type { ExaminationFilterValues } from './examinationFilters';
import { withUpdatedExamination } from './examinationListUpdates';
import { examinationsKey } from './examinationQueries';

/** A change the list view makes to one examination. */
export type ExaminationAction =
  | { kind: 'status'; examination: Examination; status: Examination['status'] }
  | { kind: 'update'; examination: Examination; body: UpdateExaminationBody };

function isListResponse(value: unknown): value is ExaminationListResponse {
  return typeof value === 'object' && value !== null && 'order' in value && 'data' in value;
}

/**
 * Status changes, archive / restore and physician assignment from the list. The answer goes
 * into every cached list of the clinic at once (an archived examination leaves a list that does
 * not show archived ones, platform-core §4), then the lists reload; a refusal shows an error
 * toast.
 */
export function useExaminationActions(teamId: string, filters: ExaminationFilterValues) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (action: ExaminationAction): Promise<Examination> => {
      const ref = { teamId, examinationId: action.examination._id };
      return action.kind === 'status'
        ? client.examinations.updateStatus({ params: ref, body: { status: action.status } })
        : client.examinations.update({ params: ref, body: action.body });
    },
    onSuccess: (updated) => {
      queryClient.setQueriesData({ queryKey: examinationsKey(teamId) }, (cached: unknown) => {
        if (isListResponse(cached)) return withUpdatedExamination(cached, updated, filters);
        if (Array.isArray(cached))
          return (cached as Examination[]).map((examination) =>
            examination._id === updated._id ? updated : examination,
          );
        return cached;
      });
      void queryClient.invalidateQueries({ queryKey: examinationsKey(teamId) });
    },
    onError: (error) => {
      toastQueue.show(errorText(error, t), { tone: 'error' });
    },
  });
}

/** Reloads every examinations query of the clinic. */
export function useReloadExaminations(teamId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: examinationsKey(teamId) });
}
