import { randomUUID } from 'node:crypto';
import { addDays, calendarDay } from '@telemed/domain';
import type {
  LibraryItem,
  LibraryPage,
  Program,
  ProgramAssignment,
  ProgramDay,
  ProgramHistory,
  ProgramPage,
  SeriesInput,
  StepInput,
} from '@telemed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MembersRepository } from '../src/repositories/membersRepository';
import { ProgramHistoryRepository } from '../src/repositories/programHistoryRepository';
import { ProgramsRepository } from '../src/repositories/programsRepository';
import { ProgramHistoryService } from '../src/services/programHistoryService';
import { addSignedInMember, call, createClinic } from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { liveSockets, until } from './helpers/liveSockets';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();
const sockets = liveSockets(() => testApp.app);

let clinic: Clinic;
let physiotherapist: StaffMember;
let patient: StaffMember;
let otherPatient: StaffMember;

const programs = () => `teams/${clinic.teamId}/programs`;
const memberPrograms = (memberId: string) => `teams/${clinic.teamId}/members/${memberId}/programs`;

const ids = {
  warmUp: randomUUID(),
  squats: randomUUID(),
  weight: randomUUID(),
  feeling: randomUUID(),
  exertion: randomUUID(),
  walk: randomUUID(),
  distance: randomUUID(),
};

/** A series asking a number between bounds, a single choice and the Borg rating. */
const squats: SeriesInput = {
  id: ids.squats,
  title: 'Squats',
  description: 'Ten slow squats',
  videoUrl: 'https://video.example.org/squats',
  questions: [
    { id: ids.weight, prompt: 'Your weight', kind: 'number', min: 30, max: 200, unit: 'kg' },
    { id: ids.feeling, prompt: 'How was it?', kind: 'singleChoice', options: ['Easy', 'Hard'] },
    { id: ids.exertion, prompt: 'Exertion', kind: 'borgScale' },
  ],
};

/** Two days of squats, a rest day, then a day of walking. */
const steps: StepInput[] = [
  {
    id: ids.warmUp,
    title: 'Warm-up week',
    durationDays: 2,
    suggestedRestDays: 1,
    series: [squats],
  },
  {
    id: ids.walk,
    title: 'Walking',
    durationDays: 1,
    series: [
      {
        id: randomUUID(),
        title: 'Walk',
        questions: [{ id: ids.distance, prompt: 'How far?', kind: 'gpsDistance' }],
      },
    ],
  },
];

const todaysAnswers = (weight = 82) => ({
  answers: [
    {
      seriesId: ids.squats,
      questionId: ids.weight,
      answer: { kind: 'number', value: { value: weight } },
    },
    {
      seriesId: ids.squats,
      questionId: ids.feeling,
      answer: { kind: 'singleChoice', value: { option: 1 } },
    },
    {
      seriesId: ids.squats,
      questionId: ids.exertion,
      answer: { kind: 'borgScale', value: { value: 13 } },
    },
  ],
});

async function createProgram(body: Record<string, unknown>, token = physiotherapist.token) {
  return call(testApp, token, 'POST', programs(), body);
}

async function publishedProgram(body: Record<string, unknown> = {}): Promise<Program> {
  const created = await createProgram({ title: 'Back on your feet', steps, ...body });
  expect(created.statusCode).toBe(201);
  const program = created.json<Program>();
  const published = await call(
    testApp,
    physiotherapist.token,
    'POST',
    `${programs()}/${program._id}/publish`,
  );
  expect(published.statusCode).toBe(200);
  return published.json<Program>();
}

async function assign(programId: string, memberId = patient.memberId) {
  return call(testApp, physiotherapist.token, 'POST', memberPrograms(memberId), { programId });
}

afterAll(() => sockets.close());

beforeAll(async () => {
  await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  clinic = await createClinic(testApp, 'Rehabilitation Programs Clinic');
  physiotherapist = await addSignedInMember(testApp, clinic.teamId, 'physiotherapist');
  patient = await addSignedInMember(testApp, clinic.teamId, 'user');
  otherPatient = await addSignedInMember(testApp, clinic.teamId, 'user');
});

describe('building programs', () => {
  it('creates an unpublished program with its steps, series and questions', async () => {
    const response = await createProgram({
      title: 'Back on your feet',
      author: 'Anna Physio',
      description: [
        { type: 'paragraph', runs: [{ text: '<script>alert(1)</script>', bold: true }] },
      ],
      introVideoUrl: 'https://video.example.org/intro',
      daysOffAllowed: 1,
      steps,
    });
    expect(response.statusCode).toBe(201);
    const program = response.json<Program>();
    expect(program).toMatchObject({
      teamId: clinic.teamId,
      title: 'Back on your feet',
      published: false,
      archived: false,
      daysOffAllowed: 1,
      restrictedToMemberIds: [],
    });
    // The description stays text: the tag is characters, not markup.
    expect(program.description).toEqual([
      {
        type: 'paragraph',
        runs: [{ text: '<script>alert(1)</script>', bold: true, italic: false, href: null }],
      },
    ]);
    expect(program.steps.map((step) => step.id)).toEqual([ids.warmUp, ids.walk]);
    expect(program.steps[0]?.series[0]?.questions).toHaveLength(3);
    const read = await call(testApp, physiotherapist.token, 'GET', `${programs()}/${program._id}`);
    expect(read.json()).toEqual(program);
  });

  it('wants a title of at least 6 characters and web addresses (clinical-domain §5)', async () => {
    const response = await createProgram({
      title: 'Walk',
      thumbnailUrl: 'ftp://example.org/a.png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Validation failed',
      validationErrors: [
        { property: 'title', constraints: { minLength: 'min length 6' } },
        { property: 'thumbnailUrl', constraints: { invalidUrl: 'Valid URL required' } },
      ],
    });
  });

  it('restricts a program only to patients of the clinic', async () => {
    const response = await createProgram({
      title: 'Restricted program',
      restrictedToMemberIds: [physiotherapist.memberId],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors).toEqual([
      {
        property: 'restrictedToMemberIds',
        constraints: { notAPatient: 'Only members with role user can be chosen as patient' },
      },
    ]);
  });

  it('publishes only a program with steps', async () => {
    const empty = (await createProgram({ title: 'Nothing yet' })).json<Program>();
    const response = await call(
      testApp,
      physiotherapist.token,
      'POST',
      `${programs()}/${empty._id}/publish`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().validationErrors[0].property).toBe('steps');
  });

  it('lists programs by status: published, not published, archived', async () => {
    const published = await publishedProgram({ title: 'Listed published' });
    const archived = await publishedProgram({ title: 'Listed archived' });
    await call(testApp, physiotherapist.token, 'POST', `${programs()}/${archived._id}/archive`);
    const list = async (status?: string) =>
      (
        await call(
          testApp,
          physiotherapist.token,
          'GET',
          `${programs()}${status ? `?status=${status}` : ''}`,
        )
      ).json<ProgramPage>();
    const titles = (page: ProgramPage) => page.data.map((program) => program.title);
    expect(titles(await list('published'))).toContain(published.title);
    expect(titles(await list('published'))).not.toContain(archived.title);
    expect(titles(await list('archived'))).toEqual([archived.title]);
    expect(titles(await list('unpublished'))).not.toContain(published.title);
    expect(titles(await list())).not.toContain(archived.title);
  });

  it('stops changing an archived program: publishing and editing it are 409', async () => {
    const program = await publishedProgram({ title: 'Soon archived' });
    const archived = await call(
      testApp,
      physiotherapist.token,
      'POST',
      `${programs()}/${program._id}/archive`,
    );
    expect(archived.json<Program>()).toMatchObject({ archived: true, published: false });
    const publish = await call(
      testApp,
      physiotherapist.token,
      'POST',
      `${programs()}/${program._id}/publish`,
    );
    expect(publish.statusCode).toBe(409);
    expect(publish.json().message).toBe('The program is archived and cannot change any more');
    const edit = await call(testApp, physiotherapist.token, 'PUT', `${programs()}/${program._id}`, {
      title: 'Edited after archiving',
    });
    expect(edit.statusCode).toBe(409);
  });

  it('answers another clinic’s program as not found', async () => {
    const other = await createClinic(testApp, 'Other Programs Clinic');
    const foreign = (
      await call(testApp, other.admin.token, 'POST', `teams/${other.teamId}/programs`, {
        title: 'Foreign program',
      })
    ).json<Program>();
    const response = await call(
      testApp,
      physiotherapist.token,
      'GET',
      `${programs()}/${foreign._id}`,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('the library', () => {
  it('keeps steps and series to reuse, lists them by kind and removes them', async () => {
    const library = `teams/${clinic.teamId}/libraries`;
    const step = await call(testApp, physiotherapist.token, 'POST', library, {
      kind: 'step',
      step: steps[0],
    });
    expect(step.statusCode).toBe(201);
    const series = await call(testApp, physiotherapist.token, 'POST', library, {
      kind: 'series',
      series: squats,
    });
    expect(series.json<LibraryItem>()).toMatchObject({
      kind: 'series',
      series: { title: 'Squats' },
    });
    const onlySeries = (
      await call(testApp, physiotherapist.token, 'GET', `${library}?kind=series`)
    ).json<LibraryPage>();
    expect(onlySeries.data.map((item) => item.kind)).toEqual(['series']);
    const removed = await call(
      testApp,
      physiotherapist.token,
      'DELETE',
      `${library}/${series.json<LibraryItem>()._id}`,
    );
    expect(removed.json()).toEqual({ message: 'removed from the library' });
    const left = (await call(testApp, physiotherapist.token, 'GET', library)).json<LibraryPage>();
    expect(left.data.map((item) => item.kind)).toEqual(['step']);
  });
});

describe('restriction to selected members', () => {
  it('shows a restricted program only to its patients, and assigns it only to them', async () => {
    const program = await publishedProgram({
      title: 'Only for one patient',
      restrictedToMemberIds: [patient.memberId],
    });
    const seen = (token: string) =>
      call(testApp, token, 'GET', programs()).then((response) =>
        response.json<ProgramPage>().data.map(({ _id }) => _id),
      );
    expect(await seen(patient.token)).toContain(program._id);
    expect(await seen(otherPatient.token)).not.toContain(program._id);
    const read = await call(testApp, otherPatient.token, 'GET', `${programs()}/${program._id}`);
    expect(read.statusCode).toBe(404);
    const refused = await assign(program._id, otherPatient.memberId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().validationErrors[0]).toEqual({
      property: 'programId',
      constraints: {
        programNotAssignable: 'Only a published program the patient may see can be assigned',
      },
    });
    expect((await assign(program._id)).statusCode).toBe(201);
  });

  it('shows patients no program that is not published', async () => {
    const draft = (await createProgram({ title: 'Still a draft', steps })).json<Program>();
    const read = await call(testApp, patient.token, 'GET', `${programs()}/${draft._id}`);
    expect(read.statusCode).toBe(404);
    expect((await assign(draft._id)).statusCode).toBe(400);
  });
});

describe('a patient’s program history', () => {
  const today = calendarDay(new Date());
  let assignment: ProgramAssignment;

  beforeAll(async () => {
    const program = await publishedProgram({ title: 'History program', daysOffAllowed: 1 });
    const response = await assign(program._id);
    expect(response.statusCode).toBe(201);
    assignment = response.json<ProgramAssignment>();
  });

  const dayPath = (day: ProgramDay, action: 'answers' | 'skip', memberId = patient.memberId) =>
    `${memberPrograms(memberId)}/days/${day._id}/${action}`;
  const day = (index: number) => assignment.days[index] as ProgramDay;

  it('plans the days from today: each step’s days, then its rest days', () => {
    expect(assignment.days.map(({ date, stepId, state }) => ({ date, stepId, state }))).toEqual([
      { date: today, stepId: ids.warmUp, state: 'scheduled' },
      { date: addDays(today, 1), stepId: ids.warmUp, state: 'scheduled' },
      { date: addDays(today, 3), stepId: ids.walk, state: 'scheduled' },
    ]);
    expect(assignment).toMatchObject({
      title: 'History program',
      daysOffAllowed: 1,
      daysOffTaken: 0,
    });
  });

  it('refuses a number outside the question’s bounds and a day not fully answered', async () => {
    const outOfRange = await call(
      testApp,
      patient.token,
      'PUT',
      dayPath(day(0), 'answers'),
      todaysAnswers(250),
    );
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().validationErrors).toEqual([
      {
        property: 'answers.0.answer.value.value',
        constraints: { questionValueOutOfRange: 'Value must be between 30 and 200' },
      },
    ]);
    const partial = await call(testApp, patient.token, 'PUT', dayPath(day(0), 'answers'), {
      answers: todaysAnswers().answers.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().validationErrors[0].property).toBe('answers');
  });

  it('lets only the patient record their own day', async () => {
    const byStaff = await call(
      testApp,
      physiotherapist.token,
      'PUT',
      dayPath(day(0), 'answers'),
      todaysAnswers(),
    );
    expect(byStaff.statusCode).toBe(403);
    const byAnother = await call(
      testApp,
      otherPatient.token,
      'PUT',
      dayPath(day(0), 'answers'),
      todaysAnswers(),
    );
    expect(byAnother.statusCode).toBe(403);
    const underAnother = await call(
      testApp,
      otherPatient.token,
      'PUT',
      dayPath(day(0), 'answers', otherPatient.memberId),
      todaysAnswers(),
    );
    expect(underAnother.statusCode).toBe(404);
  });

  it('records today’s answers once: the day is done, and the clinic’s staff hear of it', async () => {
    const staff = await sockets.listenTo(physiotherapist.token, 'program.dayChanged');
    const patientSocket = await sockets.listenTo(patient.token, 'program.dayChanged');
    const stranger = await sockets.listenTo(
      (await createClinic(testApp, 'Another Programs Clinic')).admin.token,
      'program.dayChanged',
    );
    const response = await call(
      testApp,
      patient.token,
      'PUT',
      dayPath(day(0), 'answers'),
      todaysAnswers(),
    );
    expect(response.statusCode).toBe(200);
    const done = response.json<ProgramDay>();
    expect(done.state).toBe('done');
    expect(done.answers[0]).toEqual({
      seriesId: ids.squats,
      questionId: ids.weight,
      answer: { kind: 'number', value: { value: 82 } },
    });
    const again = await call(
      testApp,
      patient.token,
      'PUT',
      dayPath(day(0), 'answers'),
      todaysAnswers(),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This day of the program cannot change any more');
    // Once, for the recorded day; not the refused second try, the patient or another clinic.
    await until(staff, 1);
    expect(staff).toEqual([
      { teamId: clinic.teamId, memberId: patient.memberId, dayId: day(0)._id, kind: 'recorded' },
    ]);
    expect(patientSocket).toEqual([]);
    expect(stranger).toEqual([]);
  });

  it('refuses answers to a later day', async () => {
    const response = await call(
      testApp,
      patient.token,
      'PUT',
      dayPath(day(1), 'answers'),
      todaysAnswers(),
    );
    expect(response.statusCode).toBe(409);
  });

  it('plans a later day off while days off are left, moving the rest one day later', async () => {
    const staff = await sockets.listenTo(physiotherapist.token, 'program.dayChanged');
    const skipped = await call(testApp, patient.token, 'POST', dayPath(day(1), 'skip'));
    await until(staff, 1);
    expect(staff[0]).toEqual({
      teamId: clinic.teamId,
      memberId: patient.memberId,
      dayId: day(1)._id,
      kind: 'skipped',
    });
    expect(skipped.statusCode).toBe(200);
    expect(skipped.json<ProgramDay>()).toMatchObject({
      date: addDays(today, 1),
      state: 'scheduledToBeSkipped',
    });
    const history = (
      await call(testApp, patient.token, 'GET', memberPrograms(patient.memberId))
    ).json<ProgramHistory>();
    const current = history.data.find(({ _id }) => _id === assignment._id);
    expect(current?.daysOffTaken).toBe(1);
    expect(current?.days.map(({ date, state }) => ({ date, state }))).toEqual([
      { date: today, state: 'done' },
      { date: addDays(today, 1), state: 'scheduledToBeSkipped' },
      { date: addDays(today, 2), state: 'scheduled' },
      { date: addDays(today, 4), state: 'scheduled' },
    ]);
    const noneLeft = await call(testApp, patient.token, 'POST', dayPath(day(2), 'skip'));
    expect(noneLeft.statusCode).toBe(400);
    expect(noneLeft.json().validationErrors[0].constraints).toEqual({
      noDaysOffLeft: 'No days off left in this program',
    });
  });

  it('shows staff the history, and a patient only their own', async () => {
    const byStaff = await call(
      testApp,
      physiotherapist.token,
      'GET',
      memberPrograms(patient.memberId),
    );
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json<ProgramHistory>().data.map(({ _id }) => _id)).toContain(assignment._id);
    const byAnother = await call(
      testApp,
      otherPatient.token,
      'GET',
      memberPrograms(patient.memberId),
    );
    expect(byAnother.statusCode).toBe(403);
  });

  it('marks the days that passed unrecorded missed, and only those', async () => {
    const { db } = testApp.app;
    const inFiveDays = new Date(`${addDays(today, 5)}T12:00:00Z`);
    const later = new ProgramHistoryService(
      db,
      new ProgramHistoryRepository(db),
      new ProgramsRepository(db),
      new MembersRepository(db),
      () => inFiveDays,
    );
    expect(await later.markMissedDays()).toBeGreaterThanOrEqual(2);
    const history = (
      await call(testApp, patient.token, 'GET', memberPrograms(patient.memberId))
    ).json<ProgramHistory>();
    const states = history.data
      .find(({ _id }) => _id === assignment._id)
      ?.days.map(({ state }) => state);
    expect(states).toEqual(['done', 'scheduledToBeSkipped', 'missed', 'missed']);
    expect(await later.markMissedDays()).toBe(0);
  });

  it('keeps the patient’s copy when the program is deleted for good', async () => {
    const program = await publishedProgram({ title: 'Deleted later' });
    const given = (await assign(program._id)).json<ProgramAssignment>();
    const deleted = await call(
      testApp,
      physiotherapist.token,
      'DELETE',
      `${programs()}/${program._id}`,
    );
    expect(deleted.json()).toEqual({ message: 'program deleted' });
    expect(
      (await call(testApp, physiotherapist.token, 'GET', `${programs()}/${program._id}`))
        .statusCode,
    ).toBe(404);
    const history = (
      await call(testApp, physiotherapist.token, 'GET', memberPrograms(patient.memberId))
    ).json<ProgramHistory>();
    expect(history.data.find(({ _id }) => _id === given._id)).toMatchObject({
      programId: null,
      title: 'Deleted later',
      steps: given.steps,
    });
  });
});
