import { and, desc, eq } from 'drizzle-orm';
import type { InvitationStatus, MemberRole } from '@telemed/domain';
import type { Database } from '../db/connect';
import { invitations, teams } from '../db/schema';
import type { InvitationRow, TeamRow } from '../db/schema';

/** An invitation with its clinic. */
export interface InvitationWithTeam {
  invitation: InvitationRow;
  team: TeamRow;
}

/** SQL on invitations. Every method takes an optional transaction. */
export class InvitationsRepository {
  constructor(private readonly db: Database) {}

  private selectWithTeam(tx: Database) {
    return tx
      .select({ invitation: invitations, team: teams })
      .from(invitations)
      .innerJoin(teams, eq(teams.id, invitations.teamId));
  }

  async insert(
    invitation: {
      teamId: string;
      email: string;
      role: MemberRole;
      invitedByMemberId: string;
      invitedByName: string;
    },
    tx: Database = this.db,
  ): Promise<InvitationRow> {
    const [row] = await tx.insert(invitations).values(invitation).returning();
    if (!row) throw new Error('Inserting an invitation returned no row');
    return row;
  }

  async find(
    teamId: string,
    invitationId: string,
    tx: Database = this.db,
  ): Promise<InvitationWithTeam | null> {
    const [row] = await this.selectWithTeam(tx).where(
      and(eq(invitations.teamId, teamId), eq(invitations.id, invitationId)),
    );
    return row ?? null;
  }

  /** The pending invitation of an address to a clinic, if any. */
  async findPending(
    teamId: string,
    email: string,
    tx: Database = this.db,
  ): Promise<InvitationWithTeam | null> {
    const [row] = await this.selectWithTeam(tx)
      .where(
        and(
          eq(invitations.teamId, teamId),
          eq(invitations.email, email.toLowerCase()),
          eq(invitations.status, 'pending'),
        ),
      )
      .orderBy(desc(invitations.createdAt));
    return row ?? null;
  }

  /** Pending invitations of a clinic, newest first. */
  async listPendingOfTeam(teamId: string, tx: Database = this.db): Promise<InvitationWithTeam[]> {
    return this.selectWithTeam(tx)
      .where(and(eq(invitations.teamId, teamId), eq(invitations.status, 'pending')))
      .orderBy(desc(invitations.createdAt));
  }

  /** Pending invitations sent to an address, newest first. */
  async listPendingOfEmail(email: string, tx: Database = this.db): Promise<InvitationWithTeam[]> {
    return this.selectWithTeam(tx)
      .where(and(eq(invitations.email, email.toLowerCase()), eq(invitations.status, 'pending')))
      .orderBy(desc(invitations.createdAt));
  }

  async update(
    id: string,
    changes: Partial<{ status: InvitationStatus; seen: boolean; sentAt: Date; respondedAt: Date }>,
    tx: Database = this.db,
  ): Promise<InvitationRow> {
    const [row] = await tx
      .update(invitations)
      .set(changes)
      .where(eq(invitations.id, id))
      .returning();
    if (!row) throw new Error(`Invitation ${id} vanished during an update`);
    return row;
  }
}
