import { SUCCESS_MESSAGES } from '@telemed/domain';
import type { DeleteAccountBody, MessageResponse } from '@telemed/domain';
import type { Database } from '../db/connect';
import { fieldFailed, tokenExpiredOrInvalid } from '../http/apiError';
import type { MembersRepository } from '../repositories/membersRepository';
import type { TeamsRepository } from '../repositories/teamsRepository';
import type { UsersRepository } from '../repositories/usersRepository';
import type { FileStorage } from '../storage/fileStorage';
import type { PasswordHasher } from './passwords';
import type { SessionsService } from './sessionsService';

/**
 * Deleting one's own account (DELETE users/me), confirmed by the password. Nothing a clinic
 * needs goes with it: while a clinic keeps the user as its patient (their examinations would go
 * too) or needs them as its only administrator, the deletion is refused with the reason. Their
 * memberships, tokens, weights and picture are deleted; issue reports keep a copy of who sent
 * them; signed-in devices lose access at once (the user and its sessions no longer exist).
 */
export class AccountDeletionService {
  constructor(
    private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly teams: TeamsRepository,
    private readonly members: MembersRepository,
    private readonly passwords: PasswordHasher,
    private readonly storage: FileStorage,
    private readonly sessions: SessionsService,
  ) {}

  async deleteAccount(userId: string, body: DeleteAccountBody): Promise<MessageResponse> {
    const avatarKey = await this.db.transaction(async (tx) => {
      const user = await this.users.findById(userId, tx);
      if (!user) throw tokenExpiredOrInvalid();
      if (!(await this.passwords.verify(body.password, user.passwordHash))) {
        throw fieldFailed('password', 'wrongCurrentPassword');
      }
      const memberships = await this.teams.listMembershipsOfUser(userId, tx);
      if (memberships.some(({ member }) => member.role === 'user')) {
        throw fieldFailed('account', 'patientRecordsKept');
      }
      for (const { team, member } of memberships) {
        if (
          member.role === 'administrator' &&
          (await this.members.countAdministrators(team.id, tx)) <= 1
        ) {
          throw fieldFailed('account', 'soleClinicAdministrator');
        }
      }
      await this.users.delete(userId, tx);
      return user.avatarKey;
    });
    // The sessions went with the account; its open sockets close too.
    this.sessions.announce({ userId });
    if (avatarKey) await this.storage.delete(avatarKey);
    return { message: SUCCESS_MESSAGES.accountDeleted };
  }
}
