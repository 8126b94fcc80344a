import type { BulkInvitationOutcome, Language } from '@telemed/domain';
import type { TaskRow } from '../db/schema';
import { ApiError } from '../http/apiError';
import { TaskFailure } from '../tasks/taskHandler';
import type { TaskCompletion, TaskContext, TaskHandler } from '../tasks/taskHandler';
import type { InvitationsService } from './invitationsService';
import type { TeamsService } from './teamsService';

/** The refusals of one address that are an outcome, not a failure of the server. */
const REFUSAL_OUTCOMES: Partial<Record<string, BulkInvitationOutcome>> = {
  memberExists: 'memberExists',
  invitationPending: 'invitationPending',
};

/** How inviting one address ended, from what `InvitationsService.invite` answered. */
function outcomeOf(error: unknown): BulkInvitationOutcome | null {
  if (!(error instanceof ApiError) || error.statusCode !== 400) return null;
  const constraints = (error.validationErrors ?? []).flatMap((failure) =>
    Object.keys(failure.constraints),
  );
  return constraints.map((constraint) => REFUSAL_OUTCOMES[constraint]).find(Boolean) ?? null;
}

/**
 * The work of invitations in bulk (type team-invite): each address invited in turn with the role,
 * as the requester (whose permission is checked again: one who lost it fails the task), and
 * mailed in the requester's language. An address already a member or already invited is told
 * apart from one the server failed on; the others go on either way. Not repeated after a crash
 * (the mails already sent would go again), so one attempt.
 */
export class BulkInvitationTask implements TaskHandler {
  readonly taskType = 'team-invite';
  readonly concurrency = 1;
  readonly maxAttempts = 1;

  constructor(
    private readonly teams: TeamsService,
    private readonly invitations: InvitationsService,
    private readonly warn: (message: string, error: unknown) => void,
  ) {}

  async run(task: TaskRow, { signal, report }: TaskContext): Promise<TaskCompletion> {
    if (task.extra.type !== 'teamInvite' || !task.userId) throw new TaskFailure('UNKNOWN_ERROR');
    const extra = task.extra;
    const language = (task.input.parameters?.language ?? 'en-GB') as Language;
    const actor = await this.teams.memberOf(task.teamId, task.userId).catch(() => null);
    if (!actor) throw new TaskFailure('FORBIDDEN');
    const results: { email: string; outcome: BulkInvitationOutcome }[] = [];
    for (const [index, email] of extra.emails.entries()) {
      signal.throwIfAborted();
      try {
        await this.invitations.invite(task.teamId, actor, { email, role: extra.role }, language);
        results.push({ email, outcome: 'invited' });
      } catch (error) {
        if (error instanceof ApiError && error.statusCode === 403)
          throw new TaskFailure('FORBIDDEN');
        const outcome = outcomeOf(error);
        if (!outcome) this.warn('bulk invitation: an address failed', error);
        results.push({ email, outcome: outcome ?? 'failed' });
      }
      await report({ progress: Math.round(((index + 1) / extra.emails.length) * 100) });
    }
    return { extra: { ...extra, results } };
  }
}
