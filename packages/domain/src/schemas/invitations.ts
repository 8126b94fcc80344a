import { z } from 'zod';
import { EmailSchema } from './auth';
import { CountrySchema, MemberRoleSchema } from './team';

/** How an invitation reaches its recipient; only mail exists (platform-core §3 "Invitation"). */
export const INVITATION_STRATEGIES = ['email'] as const;

/** Lifecycle of an invitation: pending until accepted, rejected by the invitee or revoked. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected', 'revoked'] as const;

/** One invitation status. */
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An invitation to join a clinic with a role. */
export const InvitationSchema = z.object({
  _id: z.uuid(),
  teamId: z.uuid(),
  teamName: z.string(),
  countryContext: CountrySchema,
  email: z.string(),
  role: MemberRoleSchema,
  strategy: z.enum(INVITATION_STRATEGIES),
  status: z.enum(INVITATION_STATUSES),
  /** Set once the invitee has seen it (PATCH teams/{id}/invitations). */
  seen: z.boolean(),
  invitedBy: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime(),
});

export type Invitation = z.infer<typeof InvitationSchema>;

/** POST teams/{id}/invitations. */
export const CreateInvitationBodySchema = z.object({
  role: MemberRoleSchema,
  email: EmailSchema,
  strategy: z.enum(INVITATION_STRATEGIES, { error: 'invalidValue' }).default('email'),
});

export type CreateInvitationBody = z.input<typeof CreateInvitationBodySchema>;

/** POST teams/joinToTeam: accept the pending invitation to a clinic. */
export const JoinTeamBodySchema = z.object({ teamId: z.uuid({ error: 'invalidFormat' }) });

export type JoinTeamBody = z.input<typeof JoinTeamBodySchema>;

/** PATCH teams/{id}/invitations: flag the user's invitation to the clinic as seen (or unseen). */
export const FlagInvitationBodySchema = z.object({ seen: z.boolean() });

export type FlagInvitationBody = z.input<typeof FlagInvitationBodySchema>;
