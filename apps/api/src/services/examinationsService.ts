import {
  completeCovidQuestionnaire,
  covidVitalLimitsOf,
  displayedExaminationStatus,
  statusesOfBoardColumn,
} from '@telemed/domain';
import type {
  CovidVitalLimitsId,
  CreateExaminationBodySchema,
  Examination,
  ExaminationStatus,
  IntroQuestionnaire,
  Member,
  QuestionnaireAnswers,
  UpdateExaminationBodySchema,
  UpdateExaminationStatusBody,
  UpdateIntroQuestionnaireBody,
} from '@telemed/domain';
import type { z } from 'zod';
import type { Database } from '../db/connect';
import type { ExaminationRow, NewExaminationRow } from '../db/schema';
import { fieldFailed, notFound, validationFailed } from '../http/apiError';
import type { ExaminationsMembersRepository } from '../repositories/examinationsMembersRepository';
import type { ExaminationsRepository } from '../repositories/examinationsRepository';
import {
  examinationArchived,
  examinationFrozen,
  examinationNotFound,
  readableExamination,
  requireStaff,
} from './examinationAccess';
import type { ExaminationFileRemover } from './recordingsService';
import type { ExaminationSpecsService } from './examinationSpecsService';
import { memberNotFound } from './membersService';
import type { StatusChange } from './statusNotifications';
import { examinationRuleErrors } from './examinationRules';
import { toCharacteristics, toExamination } from './examinationViews';

type CreateBody = z.output<typeof CreateExaminationBodySchema>;
type UpdateBody = z.output<typeof UpdateExaminationBodySchema>;

const toDate = (value: string | null | undefined): Date | null | undefined =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** Creating, reading, changing, moving and deleting one examination. */
export class ExaminationsService {
  constructor(
    private readonly db: Database,
    private readonly examinations: ExaminationsRepository,
    private readonly members: ExaminationsMembersRepository,
    private readonly specs: ExaminationSpecsService,
    /** Removes a deleted examination's recording files. */
    private readonly files: ExaminationFileRemover,
    /** The preset of limits a clinic judges new COVID questionnaires by (its settings). */
    private readonly clinicVitalLimits: (teamId: string) => Promise<CovidVitalLimitsId>,
    /** Hears of every examination that moved to another status, once it is committed. */
    private readonly onStatusChange: (change: StatusChange) => void = () => undefined,
    /** The clock COVID dates are held to. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The examination as its reader may see it: 404 when it is another clinic's or patient's. */
  async get(
    teamId: string,
    actor: Member,
    examinationId: string,
    withCharacteristics = false,
  ): Promise<Examination> {
    const view = readableExamination(
      actor,
      await this.examinations.findView(teamId, examinationId),
    );
    const examination = toExamination(view);
    return withCharacteristics
      ? { ...examination, characteristics: toCharacteristics(view) }
      : examination;
  }

  /**
   * Refuses an examination its type's rules refuse (`examinationRuleErrors`) and answers the
   * questionnaire to store: a COVID one with its computed verdicts and its preset of limits,
   * `vitalLimits` — the clinic's for a new examination, the stored one for an edit — whatever
   * preset the client named (other types have none).
   */
  private async checkedQuestionnaire(
    body: {
      type: CreateBody['type'];
      questionnaire: QuestionnaireAnswers;
      startDate?: string;
      endDate?: string;
    },
    vitalLimits: CovidVitalLimitsId | undefined,
  ): Promise<QuestionnaireAnswers> {
    const spec = await this.specs.find(body.type);
    if (!spec) throw fieldFailed('type', 'invalidValue');
    const questionnaire =
      body.type === 'covid' && vitalLimits
        ? { ...body.questionnaire, vital_limits: vitalLimits }
        : body.questionnaire;
    const errors = examinationRuleErrors({ ...body, questionnaire, spec }, this.now());
    if (errors.length > 0) throw validationFailed(errors);
    return body.type === 'covid' ? completeCovidQuestionnaire(questionnaire) : questionnaire;
  }

  /** A doctor of the clinic who accepted the invitation (platform-core §5 physician choices). */
  private async checkPhysician(teamId: string, memberId: string, tx: Database): Promise<void> {
    const found = await this.members.find(teamId, memberId, tx);
    if (!found || found.member.role !== 'doctor' || !found.member.acceptedInvitation) {
      throw fieldFailed('assignedDoctor', 'notAPhysician');
    }
  }

  /**
   * Takes the examination out of its board column and puts it at `index` (default: the end) of
   * the column of `status`; answers its new position. Runs after `lockBoard`.
   */
  private async moveOnBoard(
    row: ExaminationRow,
    status: ExaminationStatus,
    index: number | undefined,
    tx: Database,
  ): Promise<number> {
    const from = statusesOfBoardColumn(displayedExaminationStatus(row.status));
    await this.examinations.shiftColumn(row.teamId, from, row.boardPosition, -1, row.id, tx);
    const to = statusesOfBoardColumn(displayedExaminationStatus(status));
    const count = await this.examinations.countInColumn(row.teamId, to, row.id, tx);
    const position = Math.min(index ?? count, count);
    await this.examinations.shiftColumn(row.teamId, to, position, 1, row.id, tx);
    return position;
  }

  /** Loads the examination inside a transaction that holds the clinic's board lock. */
  private async lockedRow(teamId: string, examinationId: string, tx: Database) {
    await this.examinations.lockBoard(teamId, tx);
    const row = await this.examinations.findRow(teamId, examinationId, tx);
    if (!row) throw examinationNotFound();
    return row;
  }

  /** Creates an examination for a patient of the clinic, at the end of its board column. */
  async create(
    teamId: string,
    actor: Member,
    memberId: string,
    body: CreateBody,
  ): Promise<Examination> {
    requireStaff(actor);
    const questionnaire = await this.checkedQuestionnaire(
      body,
      body.type === 'covid' ? await this.clinicVitalLimits(teamId) : undefined,
    );
    const startDate = new Date(body.startDate);
    const endDate = new Date(body.endDate);
    const id = await this.db.transaction(async (tx) => {
      const patient = await this.members.find(teamId, memberId, tx);
      if (!patient) throw memberNotFound();
      if (patient.member.role !== 'user') throw fieldFailed('memberId', 'notAPatient');
      if (body.assignedDoctor) await this.checkPhysician(teamId, body.assignedDoctor, tx);
      await this.examinations.lockBoard(teamId, tx);
      const status: ExaminationStatus = 'DEFAULT';
      const boardPosition = await this.examinations.countInColumn(
        teamId,
        statusesOfBoardColumn(displayedExaminationStatus(status)),
        null,
        tx,
      );
      const row: NewExaminationRow = {
        teamId,
        memberId,
        type: body.type,
        description: body.description,
        startDate,
        endDate,
        // Duration is end minus start, computed on create (platform-core §3).
        durationMs: endDate.getTime() - startDate.getTime(),
        status,
        boardPosition,
        assignedDoctorId: body.assignedDoctor ?? null,
        questionnaire,
        recorderNumber: body.recorderNumber ?? null,
        notes: body.notes ?? null,
        tags: body.tags ?? [],
        firstMeasurementAt: toDate(body.firstMeasurementAt) ?? null,
        secondMeasurementAt: toDate(body.secondMeasurementAt) ?? null,
        thirdMeasurementAt: toDate(body.thirdMeasurementAt) ?? null,
        stressTestMeasurement: body.stressTestMeasurement ?? null,
      };
      return (await this.examinations.insert(row, tx)).id;
    });
    return this.get(teamId, actor, id);
  }

  /** Archives (status ARCHIVED at the end of its column) or restores (back to its old status). */
  private async archiveChanges(
    row: ExaminationRow,
    archived: boolean,
    tx: Database,
  ): Promise<Partial<NewExaminationRow>> {
    if (archived === row.archived) return {};
    if (archived) {
      const boardPosition = await this.moveOnBoard(row, 'ARCHIVED', undefined, tx);
      return { archived, status: 'ARCHIVED', statusBeforeArchive: row.status, boardPosition };
    }
    const status = row.statusBeforeArchive ?? 'DEFAULT';
    const boardPosition = await this.moveOnBoard(row, status, undefined, tx);
    return { archived, status, statusBeforeArchive: null, boardPosition };
  }

  /**
   * PATCH: the physician (refused while frozen), both dates (the duration follows), the report
   * text (null deletes it), general data, or `archived` (archive / restore).
   */
  async update(
    teamId: string,
    actor: Member,
    examinationId: string,
    body: UpdateBody,
  ): Promise<Examination> {
    requireStaff(actor);
    const moved = await this.db.transaction(async (tx) => {
      const row = await this.lockedRow(teamId, examinationId, tx);
      if (body.assignedDoctor !== undefined && body.assignedDoctor !== row.assignedDoctorId) {
        if (row.frozen) throw examinationFrozen();
        if (body.assignedDoctor !== null)
          await this.checkPhysician(teamId, body.assignedDoctor, tx);
      }
      const changes: Partial<NewExaminationRow> = {
        assignedDoctorId: body.assignedDoctor,
        reportDescription: body.reportDescription,
        description: body.description,
        frozen: body.frozen,
        hasActionPlan: body.hasActionPlan,
        analyzedDurationMs: body.analyzedDuration,
        filters: body.filters,
        recorderNumber: body.recorderNumber,
        notes: body.notes,
        tags: body.tags,
        firstMeasurementAt: toDate(body.firstMeasurementAt),
        secondMeasurementAt: toDate(body.secondMeasurementAt),
        thirdMeasurementAt: toDate(body.thirdMeasurementAt),
        stressTestMeasurement: body.stressTestMeasurement,
      };
      if (body.startDate !== undefined && body.endDate !== undefined) {
        changes.startDate = new Date(body.startDate);
        changes.endDate = new Date(body.endDate);
        changes.durationMs = changes.endDate.getTime() - changes.startDate.getTime();
      }
      if (body.archived !== undefined) {
        Object.assign(changes, await this.archiveChanges(row, body.archived, tx));
      }
      const defined = Object.fromEntries(
        Object.entries(changes).filter(([, value]) => value !== undefined),
      ) as Partial<NewExaminationRow>;
      if (Object.keys(defined).length > 0) await this.examinations.update(row.id, defined, tx);
      return defined.status !== undefined && defined.status !== row.status ? defined.status : null;
    });
    if (moved)
      this.onStatusChange({ teamId, examinationId, status: moved, actorMemberId: actor._id });
    return this.get(teamId, actor, examinationId);
  }

  /**
   * PUT status: any staff member moves a non-archived examination to any status at a position of
   * that column; ARCHIVED archives it. An archived one must be restored first.
   */
  async changeStatus(
    teamId: string,
    actor: Member,
    examinationId: string,
    body: UpdateExaminationStatusBody,
  ): Promise<Examination> {
    requireStaff(actor);
    const previous = await this.db.transaction(async (tx) => {
      const row = await this.lockedRow(teamId, examinationId, tx);
      if (row.archived) throw examinationArchived();
      if (body.status === 'ARCHIVED') {
        await this.examinations.update(row.id, await this.archiveChanges(row, true, tx), tx);
        return row.status;
      }
      const boardPosition = await this.moveOnBoard(row, body.status, body.order, tx);
      await this.examinations.update(row.id, { status: body.status, boardPosition }, tx);
      return row.status;
    });
    // A move within its column only reorders the board.
    if (previous !== body.status) {
      this.onStatusChange({ teamId, examinationId, status: body.status, actorMemberId: actor._id });
    }
    return this.get(teamId, actor, examinationId);
  }

  /** Deletes a patient's examination and closes its gap on the board. */
  async delete(
    teamId: string,
    actor: Member,
    memberId: string,
    examinationId: string,
  ): Promise<{ _id: string }> {
    requireStaff(actor);
    const files = await this.db.transaction(async (tx) => {
      const row = await this.lockedRow(teamId, examinationId, tx);
      if (row.memberId !== memberId) throw examinationNotFound();
      const column = statusesOfBoardColumn(displayedExaminationStatus(row.status));
      await this.examinations.shiftColumn(teamId, column, row.boardPosition, -1, row.id, tx);
      const stored = await this.files.filesOf({ examinationId: row.id }, tx);
      await this.examinations.delete(row.id, tx);
      return stored;
    });
    await this.files.removeFiles(files);
    return { _id: examinationId };
  }

  /** The questions of the examination's type with the answers given so far. */
  async getIntroQuestionnaire(
    teamId: string,
    actor: Member,
    examinationId: string,
  ): Promise<IntroQuestionnaire> {
    const examination = await this.get(teamId, actor, examinationId);
    const spec = await this.specs.find(examination.type);
    return {
      _id: examination.introQuestionnaireId,
      examinationId,
      type: examination.type,
      questions: spec?.introQuestionnaire.questions ?? [],
      answers: examination.questionnaire,
    };
  }

  /** Merges answers into the intro questionnaire (null removes one) after checking them. */
  async updateIntroQuestionnaire(
    teamId: string,
    actor: Member,
    examinationId: string,
    questionnaireId: string,
    body: UpdateIntroQuestionnaireBody,
  ): Promise<IntroQuestionnaire> {
    requireStaff(actor);
    await this.db.transaction(async (tx) => {
      const row = await this.examinations.findRow(teamId, examinationId, tx);
      if (!row) throw examinationNotFound();
      if (row.introQuestionnaireId !== questionnaireId) throw notFound();
      const merged = Object.fromEntries(
        Object.entries({ ...row.questionnaire, ...body.answers }).filter(
          ([, answer]) => answer !== null,
        ),
      );
      // A COVID questionnaire is judged whole: an edit must leave it valid, and its verdicts
      // are computed again.
      const questionnaire = await this.checkedQuestionnaire(
        { type: row.type, questionnaire: row.type === 'covid' ? merged : body.answers },
        covidVitalLimitsOf(row.questionnaire.vital_limits).id,
      );
      await this.examinations.update(
        row.id,
        { questionnaire: row.type === 'covid' ? questionnaire : merged },
        tx,
      );
    });
    return this.getIntroQuestionnaire(teamId, actor, examinationId);
  }
}
