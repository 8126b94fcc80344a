import type { CreateTeamInviteTaskBodySchema, Language, Task } from '@telemed/domain';
import type { z } from 'zod';
import { toTask } from '../tasks/taskViews';
import type { TasksService } from './tasksService';

type CreateBody = z.output<typeof CreateTeamInviteTaskBodySchema>;

/**
 * Invitations in bulk as tasks (platform-core §7 "Tasks", type team-invite): a clinic's
 * administrator (`invitations.manage`) sends many addresses with one role; the runner invites
 * and mails each (`BulkInvitationTask`) and the task ends with how each went.
 */
export class BulkInvitationService {
  constructor(private readonly tasksService: TasksService) {}

  /** Queues the invitations; an address given twice is invited once. */
  async create(userId: string, body: CreateBody, language: Language): Promise<Task> {
    this.tasksService.checkKind(body.task, 'team-invite');
    await this.tasksService.actorFor(body.teamId, userId, 'team-invite');
    const emails = [...new Set(body.parameters.emails)];
    const task = await this.tasksService.store({
      teamId: body.teamId,
      userId,
      memberId: null,
      examinationId: null,
      taskType: 'team-invite',
      taskDesc: 'teamInvite',
      description: body.description ?? null,
      input: { parameters: { language } },
      extra: { type: 'teamInvite', role: body.parameters.role, emails, results: null },
    });
    await this.tasksService.started(task);
    return toTask(task);
  }
}
