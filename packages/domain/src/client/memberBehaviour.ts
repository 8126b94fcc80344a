import type { membersContract } from '../contract/members';
import type { CreateMemberBody, TeamMember } from '../schemas/members';
import type { CallOptions } from './requestSpec';
import type { GroupClient } from './bindContract';
import { withoutNulls } from './withoutNulls';

type MemberCalls = GroupClient<typeof membersContract>;

/** The member calls, two of them with the behaviour platform-core §3 and §8 ask for. */
export type MembersClient = Omit<MemberCalls, 'getMember' | 'createMember'> & {
  /**
   * One member with their record; resolves null without asking the server when there is no
   * member id ("Missing memberId on a member fetch: skipped", platform-core §8).
   */
  getMember(
    input: { params: { teamId: string; memberId: string | null | undefined } },
    options?: CallOptions,
  ): Promise<TeamMember | null>;
  /** Creates a patient with only the fields that were filled in: null and empty ones are left out. */
  createMember(
    input: {
      params: { teamId: string };
      body: { [Field in keyof CreateMemberBody]?: CreateMemberBody[Field] | null };
    },
    options?: CallOptions,
  ): ReturnType<MemberCalls['createMember']>;
};

/** Adds the member calls' behaviour to the derived calls. */
export function withMemberBehaviour(members: MemberCalls): MembersClient {
  return {
    ...members,
    getMember: async ({ params: { teamId, memberId } }, options) =>
      memberId ? members.getMember({ params: { teamId, memberId } }, options) : null,
    createMember: ({ params, body }, options) =>
      members.createMember({ params, body: withoutNulls(body) as CreateMemberBody }, options),
  };
}
