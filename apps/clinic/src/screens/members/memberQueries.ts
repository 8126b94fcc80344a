import type { MemberListQuery, TeamMember, UpdateMemberBody } from '@telemed/domain';
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toastQueue } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { memberName } from './memberDisplay';

/** Every member query of a clinic starts with this key, so one invalidation reloads them all. */
export const membersKey = (teamId: string) => ['members', teamId] as const;

/** One page of the clinic's member list (GET teams/{teamId}). */
export function useMemberPage(teamId: string, query: MemberListQuery) {
  const { client } = useServices();
  return useQuery({
    queryKey: [...membersKey(teamId), 'list', query],
    queryFn: ({ signal }) =>
      client.members.getTeamWithMembers({ params: { teamId }, query }, { signal }),
    // The old page stays on screen while a new filter or page loads.
    placeholderData: keepPreviousData,
  });
}

/**
 * The names of the clinic's members with these ids, each read from its record (GET
 * …/members/{memberId}, cached with the patient page's): id → name of those loaded. A record that
 * is gone or refused has none; nothing is asked for while `enabled` is false.
 */
export function useMemberNames(
  teamId: string,
  memberIds: readonly string[],
  enabled = true,
): ReadonlyMap<string, string> {
  const { client } = useServices();
  const records = useQueries({
    queries: [...new Set(memberIds)].map((memberId) => ({
      queryKey: [...membersKey(teamId), 'member', memberId],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        client.members.getMember({ params: { teamId, memberId } }, { signal }),
      staleTime: 60_000,
      retry: false,
      enabled,
    })),
  });
  return new Map(
    records.flatMap((record) =>
      record.data ? [[record.data._id, memberName(record.data)] as const] : [],
    ),
  );
}

/** A change to one member (PATCH teams/{teamId}/members/{memberId}); the lists then reload. */
export interface MemberChange {
  member: TeamMember;
  body: UpdateMemberBody;
}

/**
 * Changes a member from a list. A refusal shows an error toast; a caller that awaits it (a
 * confirmation dialog) also gets the error to show in place.
 */
export function useMemberChange(teamId: string) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: ({ member, body }: MemberChange) =>
      client.members.updateMember({ params: { teamId, memberId: member._id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersKey(teamId) }),
    onError: (error) => {
      toastQueue.show(errorText(error, t), { tone: 'error' });
    },
  });
}

/** Removes a member from the clinic (DELETE teams/{teamId}/members/{memberId}). */
export function useMemberRemoval(teamId: string) {
  const { client } = useServices();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (member: TeamMember) =>
      client.members.removeMember({ params: { teamId, memberId: member._id } }),
    onSuccess: async (_answer, member) => {
      toastQueue.show(t('members.removed', { name: memberName(member) }), {
        tone: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: membersKey(teamId) });
    },
  });
}

/** The clinic's invitations (GET teams/{teamId}/invitations). */
export const teamInvitationsKey = (teamId: string) => ['invitations', teamId] as const;
