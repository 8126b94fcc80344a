import type {
  Invitation,
  Language,
  Member,
  MemberRole,
  MessageResponse,
  Team,
} from '@telemed/domain';
import type { Database } from '../db/connect';
import type { InvitationRow, TeamRow } from '../db/schema';
import { ApiError, fieldFailed, forbidden, tokenExpiredOrInvalid } from '../http/apiError';
import { composeInvitationMail } from '../mail/invitationMail';
import type { Mailer } from '../mail/mailer';
import type { InvitationsRepository } from '../repositories/invitationsRepository';
import type { MembersRepository } from '../repositories/membersRepository';
import type { TeamsRepository } from '../repositories/teamsRepository';
import type { UsersRepository } from '../repositories/usersRepository';
import { memberNotFound } from './membersService';
import { requirePermission } from './permissions';
import { toTeam } from './views';

/** 404 'Invitation not found': also for another clinic's invitation. */
export const invitationNotFound = () => new ApiError(404, 'INVITATION_NOT_FOUND');

function toInvitation(invitation: InvitationRow, team: TeamRow): Invitation {
  return {
    _id: invitation.id,
    teamId: team.id,
    teamName: team.name,
    countryContext: team.countryContext,
    email: invitation.email,
    role: invitation.role,
    strategy: invitation.strategy,
    status: invitation.status,
    seen: invitation.seen,
    invitedBy: invitation.invitedByName,
    createdAt: invitation.createdAt.toISOString(),
    sentAt: invitation.sentAt.toISOString(),
  };
}

/**
 * Invitations to a clinic (platform-core §3 "Invitation", §7): administrators invite by mail
 * with a role; the invitee, signed in with the invited address, accepts (joinToTeam) or rejects.
 */
export class InvitationsService {
  constructor(
    private readonly db: Database,
    private readonly invitations: InvitationsRepository,
    private readonly members: MembersRepository,
    private readonly teams: TeamsRepository,
    private readonly users: UsersRepository,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
  ) {}

  /** POST teams/{id}/invitations and POST teams/{teamId}/employee: invite and mail. */
  async invite(
    teamId: string,
    actor: Member,
    body: { email: string; role: MemberRole },
    inviterLanguage: Language,
  ): Promise<Invitation> {
    requirePermission(actor, 'invitations.manage');
    return this.create(teamId, actor, body, inviterLanguage);
  }

  /**
   * POST teams/{teamId}/user with the address of an existing account: whoever may add patients
   * invites the person as a patient, and they join only by accepting.
   */
  async invitePatient(
    teamId: string,
    actor: Member,
    email: string,
    inviterLanguage: Language,
  ): Promise<Invitation> {
    requirePermission(actor, 'patients.edit');
    return this.create(teamId, actor, { email, role: 'user' }, inviterLanguage);
  }

  private async create(
    teamId: string,
    actor: Member,
    body: { email: string; role: MemberRole },
    inviterLanguage: Language,
  ): Promise<Invitation> {
    const { invitation, team } = await this.db.transaction(async (tx) => {
      const invitee = await this.users.findByEmail(body.email, tx);
      const existing = invitee ? await this.members.findByUser(teamId, invitee.id, tx) : null;
      if (existing?.member.acceptedInvitation) throw fieldFailed('email', 'memberExists');
      if (await this.invitations.findPending(teamId, body.email, tx)) {
        throw fieldFailed('email', 'invitationPending');
      }
      const inserted = await this.invitations.insert(
        {
          teamId,
          email: body.email,
          role: body.role,
          invitedByMemberId: actor._id,
          invitedByName: actor.name || actor.email,
        },
        tx,
      );
      const found = await this.invitations.find(teamId, inserted.id, tx);
      if (!found) throw invitationNotFound();
      return found;
    });
    await this.mail(invitation, team, inviterLanguage);
    return toInvitation(invitation, team);
  }

  /** POST teams/{teamId}/invitations/{invitationId}/resend: mails a pending invitation again. */
  async resend(
    teamId: string,
    actor: Member,
    invitationId: string,
    language: Language,
  ): Promise<Invitation> {
    requirePermission(actor, 'invitations.manage');
    const found = await this.invitations.find(teamId, invitationId);
    if (found?.invitation.status !== 'pending') throw invitationNotFound();
    return this.resendFound(found.invitation, found.team, language);
  }

  /**
   * POST teams/{teamId}/employee/{userId}/invite: invites a user again, by their account. A
   * pending invitation is mailed again; a member who never accepted gets a new one with their
   * role.
   */
  async reinviteUser(
    teamId: string,
    actor: Member,
    userId: string,
    language: Language,
  ): Promise<Invitation> {
    requirePermission(actor, 'invitations.manage');
    const user = await this.users.findById(userId);
    if (!user) throw memberNotFound();
    const pending = await this.invitations.findPending(teamId, user.email);
    if (pending) return this.resendFound(pending.invitation, pending.team, language);
    const record = await this.members.findByUser(teamId, userId);
    if (!record || record.member.acceptedInvitation) throw memberNotFound();
    return this.invite(teamId, actor, { email: user.email, role: record.member.role }, language);
  }

  private async resendFound(
    invitation: InvitationRow,
    team: TeamRow,
    language: Language,
  ): Promise<Invitation> {
    const updated = await this.invitations.update(invitation.id, { sentAt: new Date() });
    await this.mail(updated, team, language);
    return toInvitation(updated, team);
  }

  /** GET teams/{teamId}/invitations: the clinic's pending invitations. */
  async listOfTeam(teamId: string, actor: Member): Promise<Invitation[]> {
    requirePermission(actor, 'invitations.manage');
    const rows = await this.invitations.listPendingOfTeam(teamId);
    return rows.map(({ invitation, team }) => toInvitation(invitation, team));
  }

  /** GET teams/invitations: pending invitations sent to the signed-in user's address. */
  async listOfUser(userId: string): Promise<Invitation[]> {
    const user = await this.users.findById(userId);
    if (!user) throw tokenExpiredOrInvalid();
    const rows = await this.invitations.listPendingOfEmail(user.email);
    return rows.map(({ invitation, team }) => toInvitation(invitation, team));
  }

  /** DELETE teams/{teamId}/invitations/{invitationId}: the administrator takes it back. */
  async revoke(teamId: string, actor: Member, invitationId: string): Promise<Invitation> {
    requirePermission(actor, 'invitations.manage');
    const found = await this.invitations.find(teamId, invitationId);
    if (found?.invitation.status !== 'pending') throw invitationNotFound();
    const updated = await this.invitations.update(invitationId, {
      status: 'revoked',
      respondedAt: new Date(),
    });
    return toInvitation(updated, found.team);
  }

  /**
   * POST teams/joinToTeam: the signed-in user accepts their pending invitation to the clinic
   * and becomes a member with its role (an earlier unaccepted membership is completed).
   */
  async accept(userId: string, teamId: string): Promise<Team> {
    return this.db.transaction(async (tx) => {
      const { invitation } = await this.pendingOfUser(userId, teamId, tx);
      const user = await this.users.findById(userId, tx);
      if (!user) throw tokenExpiredOrInvalid();
      const existing = await this.members.findByUser(teamId, userId, tx);
      if (existing) {
        await this.members.updateMember(
          existing.member.id,
          { role: invitation.role, acceptedInvitation: true, enrolledOn: new Date() },
          tx,
        );
      } else {
        const { dateOfBirth, gender, height } = user.personalDetails;
        await this.teams.insertMember(
          {
            teamId,
            userId,
            role: invitation.role,
            name: user.fullName,
            // What the person shares by accepting: the clinic's record starts from it and is the
            // clinic's from then on (an employee's details stay read from their account).
            personalDetails: { dateOfBirth, gender, height },
            acceptedInvitation: true,
            enrolledOn: new Date(),
          },
          tx,
        );
      }
      await this.invitations.update(
        invitation.id,
        { status: 'accepted', seen: true, respondedAt: new Date() },
        tx,
      );
      const membership = await this.teams.findMembership(teamId, userId, tx);
      if (!membership) throw forbidden();
      return toTeam(membership.team, membership.member);
    });
  }

  /** DELETE teams/{id}/invitations: the invitee declines; an unaccepted membership goes too. */
  async reject(userId: string, teamId: string): Promise<MessageResponse> {
    await this.db.transaction(async (tx) => {
      const { invitation } = await this.pendingOfUser(userId, teamId, tx);
      await this.invitations.update(
        invitation.id,
        { status: 'rejected', respondedAt: new Date() },
        tx,
      );
      const existing = await this.members.findByUser(teamId, userId, tx);
      if (existing && !existing.member.acceptedInvitation) {
        await this.members.deleteMember(existing.member.id, tx);
      }
    });
    return { message: 'invitation rejected' };
  }

  /** PATCH teams/{id}/invitations: the invitee flags their invitation as seen or unseen. */
  async flag(userId: string, teamId: string, seen: boolean): Promise<Invitation> {
    const { invitation, team } = await this.pendingOfUser(userId, teamId);
    const updated = await this.invitations.update(invitation.id, { seen });
    return toInvitation(updated, team);
  }

  private async pendingOfUser(userId: string, teamId: string, tx: Database = this.db) {
    const user = await this.users.findById(userId, tx);
    if (!user) throw tokenExpiredOrInvalid();
    const found = await this.invitations.findPending(teamId, user.email, tx);
    if (!found) throw invitationNotFound();
    return found;
  }

  /** Mails the invitation in the invitee's language if they have an account, else the inviter's. */
  private async mail(invitation: InvitationRow, team: TeamRow, fallback: Language): Promise<void> {
    const invitee = await this.users.findByEmail(invitation.email);
    const mail = composeInvitationMail({
      language: invitee?.settings.language ?? fallback,
      inviterName: invitation.invitedByName,
      teamName: team.name,
      role: invitation.role,
      link: `${this.publicUrl}/invitations?teamId=${team.id}`,
    });
    await this.mailer.send({ to: invitation.email, ...mail });
  }
}
