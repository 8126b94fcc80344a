import type {
  Examination,
  SelectableExaminationStatus,
  UpdateExaminationBody,
} from '@telemed/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../services/ServicesContext';
import { examinationsKey } from '../examinations/examinationQueries';
import { examinationKey } from './reviewQueries';

/** A change made to the examination from its own page. */
export type ExaminationChange =
  { status: SelectableExaminationStatus } | { body: UpdateExaminationBody };

/**
 * Changes the examination the page shows — its status (PATCH …/status), or its physician,
 * details, archive state (PATCH …) — and puts the server's answer in the page at once; the
 * clinic's lists reload, since the change may move it between columns or out of a filter.
 */
export function useExaminationChange(examination: Examination) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const ref = { teamId: examination.teamId, examinationId: examination._id };
  return useMutation({
    mutationFn: (change: ExaminationChange): Promise<Examination> =>
      'status' in change
        ? client.examinations.updateStatus({ params: ref, body: { status: change.status } })
        : client.examinations.update({ params: ref, body: change.body }),
    onSuccess: (updated) => {
      queryClient.setQueryData(examinationKey(ref), updated);
      void queryClient.invalidateQueries({ queryKey: examinationsKey(examination.teamId) });
    },
  });
}
