import { DEFAULT_LENGTH_UNIT, DEFAULT_TEMPERATURE_UNIT, SUCCESS_MESSAGES } from '@telemed/domain';
import type {
  AcceptedConsents,
  ChangePasswordBody,
  Language,
  MessageResponse,
  UpdateMeBody,
  User,
} from '@telemed/domain';
import type { Database } from '../db/connect';
import type { StoredConsents, UserRow } from '../db/schema';
import { isUniqueViolation } from '../db/uniqueViolation';
import {
  ApiError,
  fieldFailed,
  invalidOrExpiredToken,
  tokenExpiredOrInvalid,
} from '../http/apiError';
import type { UsersRepository } from '../repositories/usersRepository';
import type { AccessTokens } from './accessTokens';
import type { BackgroundWork } from './backgroundWork';
import type { LinkMailer } from './mailLinks';
import type { OneTimeTokenService } from './oneTimeTokenService';
import type { PasswordHasher } from './passwords';
import { toUser } from './views';

export interface RegisterInput {
  email: string;
  password: string;
  acceptedConsents: AcceptedConsents;
  language: Language;
}

function consentsAcceptedNow(consents: AcceptedConsents): StoredConsents {
  const now = new Date().toISOString();
  return {
    termsOfService: now,
    privacyPolicy: now,
    dataProcessing: consents.dataProcessing ? now : null,
  };
}

/** Registration, confirmation, sign-in, profile, password and email changes. */
export class AccountsService {
  /**
   * A hash of a password nobody knows, checked when the email is unknown so that a failed
   * sign-in takes as long for unknown addresses as for known ones.
   */
  private readonly timingDecoyHash: Promise<string>;

  constructor(
    private readonly db: Database,
    private readonly users: UsersRepository,
    private readonly oneTimeTokens: OneTimeTokenService,
    private readonly linkMailer: LinkMailer,
    private readonly accessTokens: AccessTokens,
    private readonly passwords: PasswordHasher,
    private readonly backgroundWork: BackgroundWork,
  ) {
    this.timingDecoyHash = passwords.hash('timing decoy for unknown accounts');
  }

  /**
   * Creates the account and mails its confirmation link. An unconfirmed account with the same
   * address is taken over (new password, new link): its owner never proved the address, and the
   * expired-link message tells people to "create a new account".
   */
  async register(input: RegisterInput): Promise<User> {
    const passwordHash = await this.passwords.hash(input.password);
    const fields = {
      passwordHash,
      consents: consentsAcceptedNow(input.acceptedConsents),
      settings: {
        language: input.language,
        temperatureUnits: DEFAULT_TEMPERATURE_UNIT,
        lengthUnits: DEFAULT_LENGTH_UNIT,
      },
    };
    let created: { user: UserRow; token: string };
    try {
      created = await this.db.transaction(async (tx) => {
        const existing = await this.users.findByEmail(input.email, tx);
        if (existing?.confirmedAt) throw fieldFailed('email', 'emailTaken');
        const user = existing
          ? await this.users.update(existing.id, fields, tx)
          : await this.users.insert(
              {
                email: input.email,
                personalDetails: { fullName: '', dateOfBirth: null, gender: null, height: null },
                ...fields,
              },
              tx,
            );
        return { user, token: await this.oneTimeTokens.issue(user.id, 'confirm', tx) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldFailed('email', 'emailTaken');
      throw error;
    }
    await this.linkMailer.send({
      to: created.user.email,
      template: 'confirmAccount',
      language: input.language,
      fullName: created.user.fullName,
      path: `/confirm/account?token=${encodeURIComponent(created.token)}`,
    });
    return toUser(created.user);
  }

  async confirmAccount(token: string): Promise<MessageResponse> {
    await this.db.transaction(async (tx) => {
      const lookup = await this.oneTimeTokens.lookUp('confirm', token, tx);
      if (lookup.status === 'expired') throw new ApiError(400, 'REGISTRATION_LINK_EXPIRED');
      if (lookup.status === 'invalid' || !(await this.oneTimeTokens.markUsed(lookup.token, tx))) {
        throw invalidOrExpiredToken();
      }
      await this.users.update(lookup.token.userId, { confirmedAt: new Date() }, tx);
    });
    return { message: SUCCESS_MESSAGES.accountConfirmed };
  }

  async login(email: string, password: string): Promise<{ token: string; user: User }> {
    const user = await this.users.findByEmail(email);
    const passwordMatches = await this.passwords.verify(
      password,
      user?.passwordHash ?? (await this.timingDecoyHash),
    );
    if (!user || !passwordMatches) throw new ApiError(401, 'INVALID_CREDENTIALS');
    if (!user.confirmedAt) throw new ApiError(403, 'ACCOUNT_NOT_CONFIRMED');
    const signedIn = await this.users.update(user.id, { lastLoginAt: new Date() });
    return { token: await this.accessTokens.signAccessToken(user.id), user: toUser(signedIn) };
  }

  /** The signed-in user; a token of a deleted account counts as invalid. */
  async currentUserRow(userId: string): Promise<UserRow> {
    const user = await this.users.findById(userId);
    if (!user) throw tokenExpiredOrInvalid();
    return user;
  }

  async currentUser(userId: string): Promise<User> {
    return toUser(await this.currentUserRow(userId));
  }

  /** Merges the given settings and personal details; the full name lives in both places. */
  async updateMe(userId: string, changes: UpdateMeBody): Promise<User> {
    const user = await this.currentUserRow(userId);
    const fullName = changes.fullName ?? changes.personalDetails?.fullName ?? user.fullName;
    const updated = await this.users.update(userId, {
      fullName,
      settings: { ...user.settings, ...changes.settings },
      personalDetails: { ...user.personalDetails, ...changes.personalDetails, fullName },
    });
    return toUser(updated);
  }

  /**
   * Always the same answer, as fast for every address: looking the address up and mailing the
   * link happen after answering, so neither the answer nor its timing tells which addresses
   * have accounts.
   */
  forgetPassword(email: string): MessageResponse {
    this.backgroundWork.start('Password reset mail', () => this.mailResetLink(email));
    return { message: SUCCESS_MESSAGES.resetMailSent };
  }

  /** Mails a reset link when the address belongs to an account. */
  private async mailResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user) return;
    const token = await this.db.transaction((tx) => this.oneTimeTokens.issue(user.id, 'reset', tx));
    await this.linkMailer.send({
      to: user.email,
      template: 'resetPassword',
      language: user.settings.language,
      fullName: user.fullName,
      path: `/set-password?token=${encodeURIComponent(token)}&userId=${user.id}`,
    });
  }

  /**
   * Sets a new password from a mailed reset link (single use, one hour). Following the link
   * proves the address, so an unconfirmed account becomes confirmed too.
   */
  async resetPassword(
    token: string,
    password: string,
    expectedUserId?: string,
  ): Promise<MessageResponse> {
    const passwordHash = await this.passwords.hash(password);
    await this.db.transaction(async (tx) => {
      const lookup = await this.oneTimeTokens.lookUp('reset', token, tx);
      if (lookup.status !== 'valid') throw invalidOrExpiredToken();
      if (expectedUserId !== undefined && lookup.token.userId !== expectedUserId) {
        throw invalidOrExpiredToken();
      }
      if (!(await this.oneTimeTokens.markUsed(lookup.token, tx))) throw invalidOrExpiredToken();
      const user = await this.users.findById(lookup.token.userId, tx);
      await this.users.update(
        lookup.token.userId,
        { passwordHash, confirmedAt: user?.confirmedAt ?? new Date() },
        tx,
      );
    });
    return { message: SUCCESS_MESSAGES.passwordChanged };
  }

  async changePassword(userId: string, body: ChangePasswordBody): Promise<MessageResponse> {
    const user = await this.currentUserRow(userId);
    if (!(await this.passwords.verify(body.currentPassword, user.passwordHash))) {
      throw fieldFailed('currentPassword', 'wrongCurrentPassword');
    }
    if (body.newPassword === body.currentPassword)
      throw fieldFailed('newPassword', 'sameAsCurrent');
    await this.users.update(userId, { passwordHash: await this.passwords.hash(body.newPassword) });
    return { message: SUCCESS_MESSAGES.passwordChanged };
  }

  /**
   * Mails a confirmation link to the new address; the address changes only when it is followed.
   * The answer is the same, as fast, when the address belongs to another account (whose owner is
   * told instead), so the call cannot probe which addresses have accounts.
   */
  async requestEmailChange(userId: string, email: string): Promise<MessageResponse> {
    const user = await this.currentUserRow(userId);
    this.backgroundWork.start('Email change mail', () => this.mailEmailChange(user, email));
    return { message: SUCCESS_MESSAGES.emailChangeMailSent };
  }

  /** The confirmation link to a free address; a notice to the owner of a taken one. */
  private async mailEmailChange(user: UserRow, email: string): Promise<void> {
    const owner = await this.users.findByEmail(email);
    if (owner) {
      // Asking for one's own address changes nothing and tells nobody anything.
      if (owner.id !== user.id) await this.mailAddressInUse(owner);
      return;
    }
    const token = await this.db.transaction((tx) =>
      this.oneTimeTokens.issue(user.id, 'email', tx, { email }),
    );
    await this.linkMailer.send({
      to: email,
      template: 'changeEmail',
      language: user.settings.language,
      fullName: user.fullName,
      path: `/confirm/email/change?token=${encodeURIComponent(token)}`,
    });
  }

  /** Tells an address's owner that someone tried to move another account to their address. */
  private async mailAddressInUse(owner: UserRow): Promise<void> {
    await this.linkMailer.send({
      to: owner.email,
      template: 'emailInUse',
      language: owner.settings.language,
      fullName: owner.fullName,
      path: '/sign-in',
    });
  }

  async confirmEmailChange(token: string): Promise<User> {
    try {
      const updated = await this.db.transaction(async (tx) => {
        const lookup = await this.oneTimeTokens.lookUp('email', token, tx);
        const email = lookup.status === 'valid' ? lookup.token.payload.email : undefined;
        if (lookup.status !== 'valid' || !email) throw invalidOrExpiredToken();
        if (!(await this.oneTimeTokens.markUsed(lookup.token, tx))) throw invalidOrExpiredToken();
        if (await this.users.findByEmail(email, tx)) throw fieldFailed('email', 'emailTaken');
        return this.users.update(lookup.token.userId, { email }, tx);
      });
      return toUser(updated);
    } catch (error) {
      if (isUniqueViolation(error)) throw fieldFailed('email', 'emailTaken');
      throw error;
    }
  }
}
