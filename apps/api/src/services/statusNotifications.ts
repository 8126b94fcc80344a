import type { ExaminationStatus } from '@telemed/domain';
import type { FastifyBaseLogger } from 'fastify';
import { composeStatusChangeMail, composeStatusChangeSms } from '../mail/statusChangeMail';
import type { Mailer } from '../mail/mailer';
import type { TeamSettingsRepository } from '../repositories/teamSettingsRepository';
import type { SmsProvider } from '../sms/smsProvider';

/** An examination that moved to another status, and who moved it. */
export interface StatusChange {
  teamId: string;
  examinationId: string;
  status: ExaminationStatus;
  /** The member who made the change; they are not told of their own change. */
  actorMemberId: string;
}

/**
 * Tells the clinic's employees that an examination moved to a status, each by the mode their
 * notification settings give that status (clinical-domain §3 "Member"): a mail, an SMS to the
 * phone of their membership, or nothing. Delivery runs after the answer; a failed mail or SMS is
 * logged and does not stop the others. `settled()` waits for what is still being sent.
 */
export class StatusChangeNotifier {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly settings: TeamSettingsRepository,
    private readonly mailer: Mailer,
    private readonly sms: SmsProvider,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts the notices of one change without waiting for them. */
  announce(change: StatusChange): void {
    const delivery = this.deliver(change).catch((error: unknown) => {
      this.log.error({ err: error, change }, 'Status change notices could not be prepared');
    });
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  /** Resolves when every notice started so far was handed over or failed. */
  async settled(): Promise<void> {
    await Promise.all([...this.inFlight]);
  }

  private async deliver(change: StatusChange): Promise<void> {
    const team = await this.settings.findTeam(change.teamId);
    if (!team) return;
    const link = `${this.publicUrl}/clinic/${change.teamId}/examinations/${change.examinationId}`;
    const recipients = (await this.settings.listNotificationSettings(change.teamId)).filter(
      ({ member }) => member.id !== change.actorMemberId && member.acceptedInvitation,
    );
    const sends = recipients.map(async ({ member, user, modes }) => {
      const mode = modes?.[change.status] ?? 'none';
      const content = {
        language: user.settings.language,
        fullName: member.name || user.fullName,
        teamName: team.name,
        status: change.status,
        link,
      };
      if (mode === 'email') {
        await this.mailer.send({ to: user.email, ...composeStatusChangeMail(content) });
      } else if (mode === 'sms' && member.phone) {
        await this.sms.send({ to: member.phone, text: composeStatusChangeSms(content) });
      }
    });
    const results = await Promise.allSettled(sends);
    for (const result of results) {
      if (result.status === 'rejected') {
        this.log.warn({ err: result.reason, change }, 'A status change notice was not delivered');
      }
    }
  }
}
