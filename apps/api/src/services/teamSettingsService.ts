import {
  EXAMINATION_STATUSES,
  SUCCESS_MESSAGES,
  covidVitalLimitsOf,
  isAvatarContentType,
  validateTeamDetails,
} from '@telemed/domain';
import type {
  CovidIntakeSettings,
  DeleteTeamBody,
  LogoUploadResponse,
  Member,
  MemberNotificationSettings,
  MessageResponse,
  NotificationMode,
  Team,
  UpdateNotificationSettingsBody,
  UpdateTeamBody,
} from '@telemed/domain';
import type { Database } from '../db/connect';
import type { StoredTeamDetails } from '../db/schema';
import {
  ApiError,
  fieldFailed,
  forbidden,
  invalidOrExpiredToken,
  notFound,
  tokenExpiredOrInvalid,
  validationFailed,
} from '../http/apiError';
import type { MembersRepository } from '../repositories/membersRepository';
import type {
  StoredNotificationModes,
  TeamSettingsRepository,
} from '../repositories/teamSettingsRepository';
import type { TeamsRepository } from '../repositories/teamsRepository';
import type { UsersRepository } from '../repositories/usersRepository';
import type { FileStorage } from '../storage/fileStorage';
import type { AccessEndings } from './accessEndings';
import { matchesImageSignature } from './imageSignature';
import { newStoredImageName, storedImageContentType } from './storedImageNames';
import { memberNotFound } from './membersService';
import type { PasswordHasher } from './passwords';
import { requirePermission, requirePermissionOrSelf } from './permissions';
import type { ExaminationFileRemover } from './recordingsService';
import type { TeamLogoGrants } from './teamLogoGrants';
import { toTeam } from './views';

const EMPTY_DETAILS: StoredTeamDetails = {
  name: '',
  address: '',
  city: '',
  email: '',
  businessId: '',
  businessIdName: '',
  phone: '',
  zipcode: '',
  logo: null,
};

/** Every examination state with its mode; states never set are `none`. */
function allModes(modes: StoredNotificationModes | null): Record<string, NotificationMode> {
  return Object.fromEntries(
    EXAMINATION_STATUSES.map((status) => [status, modes?.[status] ?? 'none']),
  );
}

/**
 * A clinic's settings (platform-core §7 "Members and teams", clinical-domain §2): details, logo,
 * removal, the COVID intake's limits and notification settings.
 */
export class TeamSettingsService {
  constructor(
    private readonly db: Database,
    private readonly settings: TeamSettingsRepository,
    private readonly teams: TeamsRepository,
    private readonly members: MembersRepository,
    private readonly storage: FileStorage,
    private readonly logoGrants: TeamLogoGrants,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly files: ExaminationFileRemover,
    private readonly accessEndings: AccessEndings,
  ) {}

  private async teamAs(teamId: string, userId: string): Promise<Team> {
    const membership = await this.teams.findMembership(teamId, userId);
    if (!membership) throw forbidden();
    return toTeam(membership.team, membership.member);
  }

  /**
   * PUT teams/{teamId}: the business details, checked per the clinic's country; the details'
   * name renames the clinic. The logo is kept.
   */
  async updateDetails(
    teamId: string,
    actor: Member,
    userId: string,
    body: Required<UpdateTeamBody>,
  ): Promise<Team> {
    requirePermission(actor, 'team.edit');
    const team = await this.settings.findTeam(teamId);
    if (!team) throw forbidden();
    const details = body.details as Required<UpdateTeamBody['details']>;
    const errors = validateTeamDetails(details, team.countryContext);
    if (errors.length > 0) throw validationFailed(errors);
    await this.settings.updateTeam(teamId, {
      name: details.name,
      details: {
        name: details.name,
        address: details.address,
        city: details.city,
        email: details.email,
        businessId: details.businessId.trim().toUpperCase(),
        businessIdName: details.businessIdName,
        phone: details.phone ?? '',
        zipcode: details.zipcode.trim().toUpperCase(),
        logo: team.details?.logo ?? null,
      },
    });
    return this.teamAs(teamId, userId);
  }

  /**
   * DELETE teams/{teamId}: irreversible (clinical-domain §4), so the administrator's current
   * password confirms it (400 on `password` when wrong). The clinic, its members, patients'
   * records, examinations, invitations and settings are deleted, then every file stored for it:
   * recordings with their pyramids, logos, and the patient accounts it made that nobody claimed.
   * Open sockets leave the clinic's room, so nothing of it can be reached again.
   */
  async deleteTeam(
    teamId: string,
    actor: Member,
    userId: string,
    body: DeleteTeamBody,
  ): Promise<MessageResponse> {
    requirePermission(actor, 'team.delete');
    const administrator = await this.users.findById(userId);
    if (!administrator) throw tokenExpiredOrInvalid();
    if (!(await this.passwords.verify(body.password, administrator.passwordHash))) {
      throw fieldFailed('password', 'wrongCurrentPassword');
    }
    const { files, avatarKeys } = await this.db.transaction(async (tx) => {
      const stored = await this.files.filesOf({ teamId }, tx);
      const avatars = await this.users.deleteUnclaimedMadeBy(teamId, tx);
      await this.settings.deleteTeam(teamId, tx);
      return { files: stored, avatarKeys: avatars };
    });
    this.accessEndings.teamDeleted(teamId);
    await this.files.removeFiles(files);
    await this.storage.deleteAll(`team-logos/${teamId}`);
    for (const key of avatarKeys) await this.storage.delete(key);
    return { message: SUCCESS_MESSAGES.teamDeleted };
  }

  /** POST teams/{teamId}/logo: where to PUT the new logo (a 15-minute signed URL). */
  async createLogoUpload(
    teamId: string,
    actor: Member,
    contentType: string,
  ): Promise<LogoUploadResponse> {
    requirePermission(actor, 'team.edit');
    const grant = await this.logoGrants.sign(teamId, contentType);
    return { uploadUrl: `/api/uploads/team-logo/${grant}` };
  }

  /** PUT of the logo bytes to the signed URL: stored, set as the details' logo, old one deleted. */
  async storeLogo(grant: string, contentType: string, bytes: Buffer): Promise<{ logo: string }> {
    const upload = await this.logoGrants.verify(grant);
    if (!upload) throw invalidOrExpiredToken();
    const declared = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
    if (
      declared !== upload.contentType ||
      !isAvatarContentType(declared) ||
      !matchesImageSignature(bytes, declared)
    ) {
      throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE');
    }
    const team = await this.settings.findTeam(upload.teamId);
    if (!team) throw invalidOrExpiredToken();
    const fileName = newStoredImageName(declared);
    const key = `team-logos/${team.id}/${fileName}`;
    await this.storage.put(key, bytes);
    const logo = `/api/team-logos/${team.id}/${fileName}`;
    const previous = (await this.settings.findSettings(team.id))?.logoKey;
    await this.db.transaction(async (tx) => {
      await this.settings.updateTeam(
        team.id,
        { details: { ...(team.details ?? EMPTY_DETAILS), logo } },
        tx,
      );
      await this.settings.upsertSettings(team.id, { logoKey: key }, tx);
    });
    if (previous) await this.storage.delete(previous);
    return { logo };
  }

  /** The image behind a clinic's logo URL; logos are public like avatars (img tags send no token). */
  async readLogo(
    teamId: string,
    fileName: string,
  ): Promise<{ bytes: Buffer; contentType: string }> {
    const contentType = storedImageContentType(fileName);
    const bytes = contentType ? await this.storage.get(`team-logos/${teamId}/${fileName}`) : null;
    if (!contentType || !bytes) throw notFound();
    return { bytes, contentType };
  }

  /**
   * GET teams/{teamId}/notification-settings: administrators see every employee's modes, other
   * employees their own.
   */
  async listNotificationSettings(
    teamId: string,
    actor: Member,
  ): Promise<MemberNotificationSettings[]> {
    requirePermission(actor, 'team.read');
    const rows = await this.settings.listNotificationSettings(teamId);
    const seesAll = actor.role === 'administrator';
    return rows
      .filter(({ member }) => seesAll || member.id === actor._id)
      .map(({ member, user, modes }) => ({
        memberId: member.id,
        name: member.name || user.fullName,
        role: member.role,
        hasPhone: member.phone !== null,
        modes: allModes(modes) as MemberNotificationSettings['modes'],
      }));
  }

  /** PUT teams/{teamId}/notification-settings/{memberId}: merges the given states' modes. */
  async updateNotificationSettings(
    teamId: string,
    actor: Member,
    memberId: string,
    body: UpdateNotificationSettingsBody,
  ): Promise<MessageResponse> {
    requirePermission(actor, 'team.read');
    requirePermissionOrSelf(actor, 'notifications.manageOthers', memberId);
    const target = await this.members.find(teamId, memberId);
    if (!target || target.member.role === 'user') throw memberNotFound();
    const current = (await this.settings.listNotificationSettings(teamId)).find(
      ({ member }) => member.id === memberId,
    );
    await this.settings.upsertNotificationModes(memberId, teamId, {
      ...current?.modes,
      ...body.modes,
    });
    return { message: SUCCESS_MESSAGES.notificationSettingsSaved };
  }

  /** GET teams/{teamId}/covid-intake-settings: any employee (the add-examination form asks). */
  async getCovidIntakeSettings(teamId: string, actor: Member): Promise<CovidIntakeSettings> {
    requirePermission(actor, 'team.read');
    return { vitalLimits: await this.covidVitalLimits(teamId) };
  }

  /** PUT teams/{teamId}/covid-intake-settings: the clinic's administrators choose the preset. */
  async updateCovidIntakeSettings(
    teamId: string,
    actor: Member,
    body: CovidIntakeSettings,
  ): Promise<CovidIntakeSettings> {
    requirePermission(actor, 'team.edit');
    await this.settings.upsertSettings(teamId, { covidVitalLimits: body.vitalLimits });
    return { vitalLimits: body.vitalLimits };
  }

  /** The preset the clinic judges COVID questionnaires by: the intake form's until one is chosen. */
  async covidVitalLimits(teamId: string): Promise<CovidIntakeSettings['vitalLimits']> {
    return covidVitalLimitsOf((await this.settings.findSettings(teamId))?.covidVitalLimits).id;
  }
}
