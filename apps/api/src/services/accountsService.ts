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
import type { AccessTokenClaims } from './accessTokens';
import type { BackgroundWork } from './backgroundWork';
import type { LinkMailer } from './mailLinks';
import type { OneTimeTokenService } from './oneTimeTokenService';
import type { PasswordHasher } from './passwords';
import type { SessionsService } from './sessionsService';
import { toUser } from './views';

export interface RegisterInput {
  /** The registrant's name; empty when not given. */
  fullName?: string;
  email: string;
  password: string;
  acceptedConsents: AcceptedConsents;
  language: Language;
}

/** The registration form's consents, each stamped with the time it was accepted. */
export function consentsAcceptedNow(consents: AcceptedConsents): StoredConsents {
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
    private readonly sessions: SessionsService,
    private readonly passwords: PasswordHasher,
    private readonly backgroundWork: BackgroundWork,
  ) {
    this.timingDecoyHash = passwords.hash('timing decoy for unknown accounts');
  }

  /**
   * POST users. A new address gets an unconfirmed account and its confirmation link. An address
   * that already has an account, confirmed or not (a patient account a clinic created stays
   * unconfirmed until its owner claims it), never gets the registrant's password: its mailbox
   * gets a set-password link instead, so only whoever reads that mailbox decides the password.
   * Both answers are the same, after the same work (one password hash, one mail), so the call
   * tells nobody whether an address has an account.
   */
  async register(input: RegisterInput): Promise<MessageResponse> {
    // Hashed on both paths: the existing-account path must cost what the new-account path costs.
    const passwordHash = await this.passwords.hash(input.password);
    const outcome = await this.db.transaction(async (tx) => {
      const existing = await this.users.findByEmail(input.email, tx);
      if (existing) {
        return {
          kind: 'exists' as const,
          user: existing,
          token: await this.oneTimeTokens.issue(existing.id, 'reset', tx),
        };
      }
      const user = await this.users.insert(
        {
          email: input.email,
          passwordHash,
          fullName: input.fullName ?? '',
          consents: consentsAcceptedNow(input.acceptedConsents),
          settings: {
            language: input.language,
            temperatureUnits: DEFAULT_TEMPERATURE_UNIT,
            lengthUnits: DEFAULT_LENGTH_UNIT,
          },
          personalDetails: {
            fullName: input.fullName ?? '',
            dateOfBirth: null,
            gender: null,
            height: null,
          },
        },
        tx,
      );
      return {
        kind: 'created' as const,
        user,
        token: await this.oneTimeTokens.issue(user.id, 'confirm', tx),
      };
    });
    const { user, token } = outcome;
    await this.linkMailer.send(
      outcome.kind === 'created'
        ? {
            to: user.email,
            template: 'confirmAccount',
            language: input.language,
            fullName: user.fullName,
            path: `/confirm/account?token=${encodeURIComponent(token)}`,
          }
        : {
            to: user.email,
            template: 'accountExists',
            // The mailbox owner's language, not the registrant's.
            language: user.settings.language,
            fullName: user.fullName,
            path: `/set-password?token=${encodeURIComponent(token)}&userId=${user.id}`,
          },
    );
    return { message: SUCCESS_MESSAGES.registrationMailSent };
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
    return { token: await this.sessions.start(user.id), user: toUser(signedIn) };
  }

  /** POST logout: ends the session of the token; the user's other sessions go on. */
  async logout(session: AccessTokenClaims): Promise<MessageResponse> {
    await this.sessions.end(session);
    return { message: SUCCESS_MESSAGES.signedOut };
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
   * proves the address, so an unconfirmed account becomes confirmed too. Every session of the
   * account ends: whoever signed in with the old password is signed out.
   */
  async resetPassword(
    token: string,
    password: string,
    expectedUserId?: string,
  ): Promise<MessageResponse> {
    const passwordHash = await this.passwords.hash(password);
    const ended = await this.db.transaction(async (tx) => {
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
      return this.sessions.endAll(lookup.token.userId, undefined, tx);
    });
    this.sessions.announce(ended);
    return { message: SUCCESS_MESSAGES.passwordChanged };
  }

  /**
   * POST users/me/password: the current password proves the request. Every other session of
   * the account ends (a device someone else signed in on loses it); this one goes on.
   */
  async changePassword(
    session: AccessTokenClaims,
    body: ChangePasswordBody,
  ): Promise<MessageResponse> {
    const { userId, sessionId } = session;
    const user = await this.currentUserRow(userId);
    if (!(await this.passwords.verify(body.currentPassword, user.passwordHash))) {
      throw fieldFailed('currentPassword', 'wrongCurrentPassword');
    }
    if (body.newPassword === body.currentPassword)
      throw fieldFailed('newPassword', 'sameAsCurrent');
    const passwordHash = await this.passwords.hash(body.newPassword);
    const ended = await this.db.transaction(async (tx) => {
      await this.users.update(userId, { passwordHash }, tx);
      return this.sessions.endAll(userId, sessionId, tx);
    });
    this.sessions.announce(ended);
    return { message: SUCCESS_MESSAGES.passwordChanged };
  }

  /**
   * Mails a confirmation link to the new address; the address changes only when it is followed.
   * The answer is the same, as fast, when the address belongs to another account (whose owner is
   * told instead), so the call cannot probe which addresses have accounts.
   */
  async requestEmailChange(userId: string, email: string): Promise<MessageResponse> {
    const user = await this.currentUserRow(userId);
    // The caller's own address tells nothing about other accounts: said beside the field.
    if (email === user.email.toLowerCase()) throw fieldFailed('email', 'sameAsPrevious');
    this.backgroundWork.start('Email change mail', () => this.mailEmailChange(user, email));
    return { message: SUCCESS_MESSAGES.emailChangeMailSent };
  }

  /** The confirmation link to a free address; a notice to the owner of a taken one. */
  private async mailEmailChange(user: UserRow, email: string): Promise<void> {
    const owner = await this.users.findByEmail(email);
    if (owner) {
      await this.mailAddressInUse(owner);
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
