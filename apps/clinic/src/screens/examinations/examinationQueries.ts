import { EXAMINATION_LIST_MAX_SIZE, EXAMINATION_LIST_PAGE_SIZE } from '@telemed/domain';
import type {
  ApiClient,
  Examination,
  ExaminationListFields,
  ExaminationListResponse,
  ExaminationSort,
} from '@telemed/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useServices } from '../../services/ServicesContext';

/** The page's own default order: newest first (platform-core §9, the store's createdAt descending). */
export const DEFAULT_EXAMINATION_SORT: ExaminationSort = { field: 'createdAt', direction: 'desc' };

/**
 * Every examinations query of a clinic starts with this key, so one invalidation (a realtime
 * change, a status set here) reloads the list, the board and a member's examinations together.
 */
export const examinationsKey = (teamId: string) => ['examinations', teamId] as const;

/** One list page of the search: 10 examinations (platform-core §9) of the sorted matches. */
export function useExaminationPage(
  teamId: string,
  fields: ExaminationListFields,
  sort: ExaminationSort,
  page: number,
  enabled = true,
) {
  const { client } = useServices();
  const pagination = {
    offset: (page - 1) * EXAMINATION_LIST_PAGE_SIZE,
    size: EXAMINATION_LIST_PAGE_SIZE,
  };
  return useQuery({
    queryKey: [...examinationsKey(teamId), 'list', fields, sort, pagination],
    queryFn: ({ signal }) =>
      client.examinations.list(
        { params: { teamId }, body: { fields, sortBy: sort, pagination } },
        { signal },
      ),
    // The old page stays on screen (and the pager in place) while the next one loads.
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Every match of the search with its board order, as the board loads it (platform-core §7): a
 * search of size 1 reads the total, then one of size = total (capped at the API's largest page).
 */
export async function loadWholeBoard(
  client: ApiClient,
  teamId: string,
  fields: ExaminationListFields,
  signal?: AbortSignal,
): Promise<ExaminationListResponse> {
  const probe = await client.examinations.list(
    { params: { teamId }, body: { fields, pagination: { offset: 0, size: 1 } } },
    { signal },
  );
  if (probe.total <= 1) return probe;
  const size = Math.min(probe.total, EXAMINATION_LIST_MAX_SIZE);
  return client.examinations.list(
    { params: { teamId }, body: { fields, pagination: { offset: 0, size } } },
    { signal },
  );
}

/** The board's examinations: every match of the filters. */
export function useExaminationBoard(teamId: string, fields: ExaminationListFields, enabled = true) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...examinationsKey(teamId), 'board', fields],
    queryFn: ({ signal }) => loadWholeBoard(client, teamId, fields, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** A patient's examinations, newest first: the API answers oldest first and they load reversed. */
export function useMemberExaminations(teamId: string, memberId: string, enabled = true) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...examinationsKey(teamId), 'member', memberId],
    queryFn: async ({ signal }): Promise<Examination[]> =>
      (
        await client.examinations.listOfMember({ params: { teamId, memberId } }, { signal })
      ).reverse(),
    enabled,
  });
}
