import { ProgramDetailsSchema, StepSchema, SeriesSchema } from '@telemed/domain';
import type {
  CreateLibraryItemBody,
  LibraryItem,
  LibraryListQuery,
  LibraryPage,
  Member,
  Program,
  ProgramDetails,
  ProgramListQuery,
  ProgramPage,
} from '@telemed/domain';
import { SUCCESS_MESSAGES } from '@telemed/domain';
import type { Database } from '../db/connect';
import type { ProgramLibraryItemRow } from '../db/schema';
import { ApiError, fieldFailed, notFound } from '../http/apiError';
import type { ProgramRecord, ProgramsRepository } from '../repositories/programsRepository';
import { isStaff } from './permissions';

/** 409: an archived program cannot be published or edited any more. */
export const programArchived = () => new ApiError(409, 'PROGRAM_ARCHIVED');

/** A stored program as the API answers it. */
function toProgram({ program, restrictedToMemberIds }: ProgramRecord): Program {
  // Parsing fills fields a later version added with their defaults.
  const details = ProgramDetailsSchema.parse({
    ...program.details,
    title: program.title,
    restrictedToMemberIds,
  });
  return {
    _id: program.id,
    teamId: program.teamId,
    ...details,
    published: program.published,
    archived: program.archived,
    createdAt: program.createdAt.toISOString(),
    updatedAt: program.updatedAt.toISOString(),
  };
}

function toLibraryItem(row: ProgramLibraryItemRow): LibraryItem {
  const base = { _id: row.id, teamId: row.teamId, createdAt: row.createdAt.toISOString() };
  return row.kind === 'step'
    ? { ...base, kind: 'step', step: StepSchema.parse(row.content) }
    : { ...base, kind: 'series', series: SeriesSchema.parse(row.content) };
}

/** What a program stores as its document: the details without the title and restriction columns. */
function storedDetails(details: ProgramDetails) {
  const { title: _title, restrictedToMemberIds: _restricted, ...stored } = details;
  return stored;
}

/**
 * Rehabilitation programs and the clinic's library (clinical-domain §2–§5). Staff build, publish,
 * archive and delete programs (the route's permission); a patient reads only the published
 * programs they may see. Every id is looked up inside the clinic: another clinic's is 404.
 */
export class ProgramsService {
  constructor(
    private readonly db: Database,
    private readonly programs: ProgramsRepository,
  ) {}

  /** One page of programs: staff filter by status, a patient sees the published ones for them. */
  async list(
    teamId: string,
    actor: Member,
    query: Required<Pick<ProgramListQuery, 'page' | 'limit'>> & Pick<ProgramListQuery, 'status'>,
  ): Promise<ProgramPage> {
    const { records, total } = await this.programs.list(teamId, {
      ...(isStaff(actor)
        ? query.status
          ? { status: query.status }
          : {}
        : { visibleTo: actor._id }),
      offset: query.page * query.limit,
      size: query.limit,
    });
    return { data: records.map(toProgram), total, page: query.page, limit: query.limit };
  }

  /** One program; a patient finds only a published one they may see (404 otherwise). */
  async get(teamId: string, actor: Member, programId: string): Promise<Program> {
    const record = await this.programs.find(
      teamId,
      programId,
      isStaff(actor) ? {} : { visibleTo: actor._id },
    );
    if (!record) throw notFound();
    return toProgram(record);
  }

  /** Creates a program, not published. */
  async create(teamId: string, actor: Member, details: ProgramDetails): Promise<Program> {
    await this.requirePatients(teamId, details.restrictedToMemberIds);
    const row = await this.db.transaction((tx) =>
      this.programs.insert(
        { teamId, title: details.title, details: storedDetails(details), createdBy: actor._id },
        details.restrictedToMemberIds,
        tx,
      ),
    );
    return this.get(teamId, actor, row.id);
  }

  /** Replaces what staff edit; an archived program is 409. */
  async update(
    teamId: string,
    actor: Member,
    programId: string,
    details: ProgramDetails,
  ): Promise<Program> {
    await this.requirePatients(teamId, details.restrictedToMemberIds);
    await this.db.transaction(async (tx) => {
      const record = await this.programs.find(teamId, programId, { forUpdate: true }, tx);
      if (!record) throw notFound();
      if (record.program.archived) throw programArchived();
      await this.programs.update(
        programId,
        { title: details.title, details: storedDetails(details) },
        tx,
      );
      await this.programs.restrict(programId, details.restrictedToMemberIds, tx);
    });
    return this.get(teamId, actor, programId);
  }

  /** Publishes a program that has steps; an archived one is 409, one without steps 400. */
  async publish(teamId: string, actor: Member, programId: string): Promise<Program> {
    return this.change(teamId, actor, programId, (record) => {
      if (record.program.archived) throw programArchived();
      if (record.program.details.steps.length === 0) throw fieldFailed('steps', 'isRequired');
      return { published: true };
    });
  }

  /** Takes a program off the list patients can be given. */
  async unpublish(teamId: string, actor: Member, programId: string): Promise<Program> {
    return this.change(teamId, actor, programId, () => ({ published: false }));
  }

  /** Archives a program, which unpublishes it; archiving again changes nothing. */
  async archive(teamId: string, actor: Member, programId: string): Promise<Program> {
    return this.change(teamId, actor, programId, () => ({ published: false, archived: true }));
  }

  /** Deletes a program for good; assignments keep their copy of it. */
  async remove(teamId: string, programId: string): Promise<{ message: string }> {
    if (!(await this.programs.delete(teamId, programId))) throw notFound();
    return { message: SUCCESS_MESSAGES.programDeleted };
  }

  async listLibrary(
    teamId: string,
    query: Required<Pick<LibraryListQuery, 'page' | 'limit'>> & Pick<LibraryListQuery, 'kind'>,
  ): Promise<LibraryPage> {
    const { rows, total } = await this.programs.listLibrary(teamId, {
      ...(query.kind ? { kind: query.kind } : {}),
      offset: query.page * query.limit,
      size: query.limit,
    });
    return { data: rows.map(toLibraryItem), total, page: query.page, limit: query.limit };
  }

  async createLibraryItem(
    teamId: string,
    actor: Member,
    body: CreateLibraryItemBody & { kind: 'step' | 'series' },
  ): Promise<LibraryItem> {
    const content =
      body.kind === 'step' ? StepSchema.parse(body.step) : SeriesSchema.parse(body.series);
    const row = await this.programs.insertLibraryItem({
      teamId,
      kind: body.kind,
      content,
      createdBy: actor._id,
    });
    return toLibraryItem(row);
  }

  async removeLibraryItem(teamId: string, itemId: string): Promise<{ message: string }> {
    if (!(await this.programs.deleteLibraryItem(teamId, itemId))) throw notFound();
    return { message: SUCCESS_MESSAGES.libraryItemDeleted };
  }

  /** Changes a program's flags under a lock, as `decide` says from what it finds. */
  private async change(
    teamId: string,
    actor: Member,
    programId: string,
    decide: (record: ProgramRecord) => { published?: boolean; archived?: boolean },
  ): Promise<Program> {
    await this.db.transaction(async (tx) => {
      const record = await this.programs.find(teamId, programId, { forUpdate: true }, tx);
      if (!record) throw notFound();
      await this.programs.update(programId, decide(record), tx);
    });
    return this.get(teamId, actor, programId);
  }

  /** 400 at `restrictedToMemberIds` unless every id is a patient of the clinic. */
  private async requirePatients(teamId: string, memberIds: readonly string[]): Promise<void> {
    if (memberIds.length === 0) return;
    const patients = await this.programs.countPatients(teamId, memberIds);
    if (patients !== memberIds.length) throw fieldFailed('restrictedToMemberIds', 'notAPatient');
  }
}
