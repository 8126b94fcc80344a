import type { MemberExaminationRef } from '@telemed/domain';
import { useQuery } from '@tanstack/react-query';
import { toldOnScreen } from '../../feedback/toldOnScreen';
import { useServices } from '../../services/ServicesContext';

/** Every query of one examination's reports starts with this key. */
export const examinationReportsKey = ({ teamId, memberId, examinationId }: MemberExaminationRef) =>
  ['examinationReports', teamId, memberId, examinationId] as const;

/** The examination report (GET .../report), made afresh on each visit. */
export function useExaminationReport(ref: MemberExaminationRef) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...examinationReportsKey(ref), 'report'],
    queryFn: ({ signal }) => client.examinations.report({ params: ref }, { signal }),
    gcTime: 0,
    meta: toldOnScreen,
  });
}

/** The HRV report (GET .../hrvreport); a 404 means the ECG was not analysed. */
export function useHrvReport(ref: MemberExaminationRef) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...examinationReportsKey(ref), 'hrv'],
    queryFn: ({ signal }) => client.examinations.hrvReport({ params: ref }, { signal }),
    gcTime: 0,
    meta: toldOnScreen,
  });
}
