import {
  answerSchemaFor,
  calendarDay,
  nextProgramDayState,
  planProgramDays,
  toValidationErrors,
  validationMessage,
} from '@telemed/domain';
import type {
  Member,
  ProgramAssignment,
  ProgramDay,
  ProgramDayEvent,
  ProgramHistory,
  Question,
  RecordProgramDayBody,
  RecordedAnswer,
  Step,
  ValidationError,
} from '@telemed/domain';
import type { Database } from '../db/connect';
import type { ProgramAssignmentRow, ProgramDayRow } from '../db/schema';
import { ApiError, fieldFailed, forbidden, notFound, validationFailed } from '../http/apiError';
import type { MembersRepository } from '../repositories/membersRepository';
import type {
  AssignmentRecord,
  ProgramHistoryRepository,
} from '../repositories/programHistoryRepository';
import type { ProgramsRepository } from '../repositories/programsRepository';
import { memberNotFound } from './membersService';

/** 409: the day is not scheduled, or not on a date the change is allowed for. */
export const programDayClosed = () => new ApiError(409, 'PROGRAM_DAY_CLOSED');

function toDay(row: ProgramDayRow): ProgramDay {
  return {
    _id: row.id,
    date: row.date,
    stepId: row.stepId,
    state: row.state,
    answers: row.answers,
    changedAt: row.changedAt?.toISOString() ?? null,
  };
}

function toAssignment({ assignment, days }: AssignmentRecord): ProgramAssignment {
  return {
    _id: assignment.id,
    teamId: assignment.teamId,
    memberId: assignment.memberId,
    programId: assignment.programId,
    title: assignment.title,
    assignedOn: assignment.assignedOn,
    daysOffAllowed: assignment.daysOffAllowed,
    daysOffTaken: days.filter((day) => day.state === 'scheduledToBeSkipped').length,
    steps: assignment.steps,
    days: days.map(toDay),
    createdAt: assignment.createdAt.toISOString(),
  };
}

/**
 * Checks a day's answers against the questions of its step's series: each answer must name a
 * question of the step and be valid for it (its kind, the kind's and the question's bounds), and
 * every question must be answered once. The errors name `answers.<index>.answer.…`.
 */
function checkedAnswers(step: Step, answers: RecordProgramDayBody['answers']): RecordedAnswer[] {
  const questions = new Map<string, Question>(
    step.series.flatMap((series) =>
      series.questions.map((question) => [`${series.id}/${question.id}`, question] as const),
    ),
  );
  const errors: ValidationError[] = [];
  const recorded: RecordedAnswer[] = [];
  const answered = new Set<string>();
  answers.forEach((given, index) => {
    const key = `${given.seriesId}/${given.questionId}`;
    const question = questions.get(key);
    if (!question || answered.has(key)) {
      errors.push({
        property: `answers.${index}.questionId`,
        constraints: { invalidValue: validationMessage('invalidValue') },
      });
      return;
    }
    answered.add(key);
    const parsed = answerSchemaFor(question).safeParse(given.answer);
    if (parsed.success) recorded.push({ ...given, answer: parsed.data });
    else
      for (const error of toValidationErrors(parsed.error, given.answer))
        errors.push({ ...error, property: `answers.${index}.answer.${error.property}` });
  });
  if (errors.length === 0 && answered.size < questions.size)
    errors.push({
      property: 'answers',
      constraints: { answersMissing: validationMessage('answersMissing') },
    });
  if (errors.length > 0) throw validationFailed(errors);
  return recorded;
}

/**
 * Programs given to patients and their days (clinical-domain §3 "Program history item", §4):
 * staff assign a program, which plans its days; the patient records or skips a day; a sweep marks
 * the days that passed unrecorded missed. `now` is the clock "today" is read from.
 */
export class ProgramHistoryService {
  constructor(
    private readonly db: Database,
    private readonly history: ProgramHistoryRepository,
    private readonly programs: ProgramsRepository,
    private readonly members: MembersRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A patient's programs in the clinic, newest first, each with its days. */
  async list(teamId: string, memberId: string): Promise<ProgramHistory> {
    await this.patient(teamId, memberId);
    const records = await this.history.listForMember(teamId, memberId);
    return { data: records.map(toAssignment) };
  }

  /**
   * Gives a patient a program: published, not archived and, if restricted, restricted to them
   * (else 400 'programNotAssignable'); its days are planned from today.
   */
  async assign(
    teamId: string,
    actor: Member,
    memberId: string,
    programId: string,
  ): Promise<ProgramAssignment> {
    await this.patient(teamId, memberId);
    const assignmentId = await this.db.transaction(async (tx) => {
      const record = await this.programs.find(teamId, programId, { visibleTo: memberId }, tx);
      if (!record) throw fieldFailed('programId', 'programNotAssignable');
      const { program } = record;
      const assignedOn = calendarDay(this.now());
      const days = planProgramDays(
        program.details.steps,
        assignedOn,
        program.details.startDaysOffset,
      );
      const row = await this.history.insert(
        {
          teamId,
          memberId,
          programId,
          title: program.title,
          steps: program.details.steps,
          assignedOn,
          daysOffAllowed: program.details.daysOffAllowed,
          createdBy: actor._id,
        },
        days,
        tx,
      );
      return row.id;
    });
    const records = await this.history.listForMember(teamId, memberId);
    const created = records.find(({ assignment }) => assignment.id === assignmentId);
    if (!created) throw new Error('The new assignment was not found');
    return toAssignment(created);
  }

  /** Records today's answers: the day is done. Another day, or one not scheduled, is 409. */
  async record(
    teamId: string,
    actor: Member,
    memberId: string,
    dayId: string,
    body: RecordProgramDayBody,
  ): Promise<ProgramDay> {
    await this.ownDays(teamId, actor, memberId);
    return this.db.transaction(async (tx) => {
      const { day, assignment } = await this.lockedDay(teamId, memberId, dayId, tx);
      const state = this.next(day, 'record');
      const step = assignment.steps.find(({ id }) => id === day.stepId);
      if (!step) throw new Error(`Step ${day.stepId} is not in its assignment`);
      const answers = checkedAnswers(step, body.answers);
      return toDay(await this.history.updateDay(day.id, { state, answers }, tx));
    });
  }

  /**
   * Skips a day: today's is manually skipped; a later one becomes a day off (scheduled to be
   * skipped) while the days off allowed last, and the scheduled days from it on move one day
   * later, so the patient still does every day of the program.
   */
  async skip(teamId: string, actor: Member, memberId: string, dayId: string): Promise<ProgramDay> {
    await this.ownDays(teamId, actor, memberId);
    return this.db.transaction(async (tx) => {
      const { day, assignment } = await this.lockedDay(teamId, memberId, dayId, tx);
      const state = this.next(day, 'skip');
      if (state === 'manuallySkipped')
        return toDay(await this.history.updateDay(day.id, { state }, tx));
      if ((await this.history.daysOffTaken(assignment.id, tx)) >= assignment.daysOffAllowed)
        throw fieldFailed('dayId', 'noDaysOffLeft');
      await this.history.postponeScheduledFrom(assignment.id, day.date, tx);
      const dayOff = { assignmentId: assignment.id, date: day.date, stepId: day.stepId, state };
      return toDay(await this.history.insertDay(dayOff, tx));
    });
  }

  /** Marks the scheduled days before today missed (the scheduled sweep); how many were. */
  async markMissedDays(): Promise<number> {
    return this.history.markMissedBefore(calendarDay(this.now()));
  }

  private next(day: ProgramDayRow, event: ProgramDayEvent) {
    const state = nextProgramDayState(day.state, event, day.date, calendarDay(this.now()));
    if (!state) throw programDayClosed();
    return state;
  }

  private async lockedDay(
    teamId: string,
    memberId: string,
    dayId: string,
    tx: Database,
  ): Promise<{ day: ProgramDayRow; assignment: ProgramAssignmentRow }> {
    const found = await this.history.findDayForUpdate(teamId, memberId, dayId, tx);
    if (!found) throw notFound();
    return found;
  }

  /**
   * Only the patient records and skips their days (the mobile app's work, done on the web for
   * those without it): 404 for a member of another clinic, 403 for anyone but the patient.
   */
  private async ownDays(teamId: string, actor: Member, memberId: string): Promise<void> {
    if (!(await this.members.find(teamId, memberId))) throw memberNotFound();
    if (actor._id !== memberId) throw forbidden();
  }

  /** 404 for a member of another clinic; 400 'notAPatient' for an employee. */
  private async patient(teamId: string, memberId: string): Promise<void> {
    const record = await this.members.find(teamId, memberId);
    if (!record) throw memberNotFound();
    if (record.member.role !== 'user') throw fieldFailed('memberId', 'notAPatient');
  }
}
