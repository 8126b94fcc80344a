import { ApiRequestError } from '@telemed/domain';
import type { LibraryItem, Program, Series, Step } from '@telemed/domain';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  isProgramEditorChanged,
  programEditorIssues,
  programEditorMachine,
} from './programEditorMachine';
import type { ProgramEditorEmitted } from './programEditorMachine';
import { programEditorActors } from './programEditorServices';
import type { ProgramEditorServices } from './programEditorServices';

const ref = {
  teamId: '20000000-0000-4000-8000-000000000001',
  programId: '60000000-0000-4000-8000-000000000001',
};

/** Ids in the order the machine asks for them: 00000000-0000-4000-8000-00000000000n. */
function counter() {
  let next = 0;
  return () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;
}

const libraryStep: Step = {
  id: '70000000-0000-4000-8000-000000000001',
  title: 'Warm-up week',
  durationDays: 7,
  suggestedRestDays: 1,
  series: [
    {
      id: '70000000-0000-4000-8000-000000000002',
      title: 'Marching on the spot',
      description: null,
      videoUrl: null,
      questions: [
        { id: '70000000-0000-4000-8000-000000000003', prompt: 'Effort', kind: 'borgScale' },
      ],
    },
  ],
};

const librarySeries: Series = {
  id: '70000000-0000-4000-8000-000000000004',
  title: 'Breathing exercise',
  description: 'Slowly, seated',
  videoUrl: 'https://video.example.org/breathing',
  questions: [
    {
      id: '70000000-0000-4000-8000-000000000005',
      prompt: 'Weight',
      kind: 'number',
      min: 30,
      max: 200,
      unit: 'kg',
    },
  ],
};

function sampleProgram(overrides: Partial<Program> = {}): Program {
  return {
    _id: ref.programId,
    teamId: ref.teamId,
    title: 'Pulmonary rehabilitation',
    author: null,
    description: [],
    introVideoUrl: null,
    thumbnailUrl: null,
    subscriptionRequired: false,
    mobileNotifications: true,
    smsNotifications: false,
    daysOffAllowed: 0,
    startDaysOffset: 0,
    restrictedToMemberIds: [],
    steps: [],
    published: false,
    archived: false,
    createdAt: '2026-11-01T08:00:00.000Z',
    updatedAt: '2026-11-01T08:00:00.000Z',
    ...overrides,
  };
}

const libraryItems: LibraryItem[] = [
  {
    _id: 'l1',
    teamId: ref.teamId,
    kind: 'step',
    step: libraryStep,
    createdAt: '2026-11-01T08:00:00.000Z',
  },
  {
    _id: 'l2',
    teamId: ref.teamId,
    kind: 'series',
    series: librarySeries,
    createdAt: '2026-11-01T08:00:00.000Z',
  },
];

function start(services: Partial<ProgramEditorServices> = {}, program = sampleProgram()) {
  const all: ProgramEditorServices = {
    loadProgram: vi.fn(async () => program),
    saveProgram: vi.fn(async ({ draft }) => ({ ...program, ...draft })),
    listLibrary: vi.fn(async () => libraryItems),
    ...services,
  };
  const emitted: ProgramEditorEmitted[] = [];
  const actor = createActor(programEditorMachine.provide({ actors: programEditorActors(all) }), {
    input: { ...ref, newId: counter() },
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted, services: all };
}

const editing = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.hasTag('editing'));

describe('the program editor machine', () => {
  it('loads the program, edits every field and saves the draft whole', async () => {
    const { actor, emitted, services } = start();
    await editing(actor);
    expect(isProgramEditorChanged(actor.getSnapshot().context)).toBe(false);

    const patient = '30000000-0000-4000-8000-000000000009';
    actor.send({ type: 'field.set', field: 'title', value: 'Pulmonary rehabilitation, stage 2' });
    actor.send({ type: 'field.set', field: 'author', value: 'Dr Nowak' });
    actor.send({
      type: 'field.set',
      field: 'description',
      value: [
        { type: 'heading', runs: [{ text: 'Goals', bold: false, italic: false, href: null }] },
      ],
    });
    actor.send({
      type: 'field.set',
      field: 'introVideoUrl',
      value: 'https://video.example.org/intro',
    });
    actor.send({ type: 'field.set', field: 'thumbnailUrl', value: '  ' });
    actor.send({ type: 'field.set', field: 'subscriptionRequired', value: true });
    actor.send({ type: 'field.set', field: 'smsNotifications', value: true });
    actor.send({ type: 'field.set', field: 'daysOffAllowed', value: 3 });
    actor.send({ type: 'field.set', field: 'startDaysOffset', value: 2 });
    actor.send({ type: 'field.set', field: 'restrictedToMemberIds', value: [patient] });
    expect(isProgramEditorChanged(actor.getSnapshot().context)).toBe(true);

    actor.send({ type: 'program.save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await editing(actor);

    expect(services.saveProgram).toHaveBeenCalledWith({
      ...ref,
      draft: expect.objectContaining({
        title: 'Pulmonary rehabilitation, stage 2',
        author: 'Dr Nowak',
        introVideoUrl: 'https://video.example.org/intro',
        thumbnailUrl: null,
        subscriptionRequired: true,
        smsNotifications: true,
        daysOffAllowed: 3,
        startDaysOffset: 2,
        restrictedToMemberIds: [patient],
      }),
    });
    expect(emitted.map(({ type }) => type)).toEqual(['program.saved']);
    expect(isProgramEditorChanged(actor.getSnapshot().context)).toBe(false);
  });

  it('adds, edits, reorders and removes steps, series and questions of each kind', async () => {
    const { actor } = start();
    await editing(actor);
    actor.send({ type: 'step.add' });
    actor.send({ type: 'step.add' });
    const [first, second] = actor.getSnapshot().context.draft?.steps ?? [];
    actor.send({
      type: 'step.change',
      stepId: first!.id,
      changes: { title: 'Week one', durationDays: 5, suggestedRestDays: 2 },
    });
    actor.send({ type: 'step.change', stepId: second!.id, changes: { title: 'Week two' } });
    actor.send({ type: 'step.move', stepId: second!.id, to: 0 });
    actor.send({ type: 'series.add', stepId: first!.id });
    actor.send({ type: 'series.add', stepId: first!.id });
    const [seriesA, seriesB] = actor.getSnapshot().context.draft?.steps[1]?.series ?? [];
    actor.send({
      type: 'series.change',
      stepId: first!.id,
      seriesId: seriesA!.id,
      changes: { title: 'Squats', videoUrl: 'https://video.example.org/squats', description: '' },
    });
    actor.send({
      type: 'series.change',
      stepId: first!.id,
      seriesId: seriesB!.id,
      changes: { title: 'Walk' },
    });
    actor.send({ type: 'series.move', stepId: first!.id, seriesId: seriesB!.id, to: 0 });
    actor.send({ type: 'question.add', stepId: first!.id, seriesId: seriesA!.id, kind: 'number' });
    actor.send({
      type: 'question.add',
      stepId: first!.id,
      seriesId: seriesA!.id,
      kind: 'singleChoice',
    });
    actor.send({
      type: 'question.add',
      stepId: first!.id,
      seriesId: seriesA!.id,
      kind: 'spirometry',
    });
    const questions = () => actor.getSnapshot().context.draft?.steps[1]?.series[1]?.questions ?? [];
    const [number, choice, spirometry] = questions();
    expect(number).toMatchObject({ kind: 'number', min: 0, max: 100, unit: null });
    expect(choice).toMatchObject({ kind: 'singleChoice', options: ['', ''] });
    actor.send({
      type: 'question.change',
      stepId: first!.id,
      seriesId: seriesA!.id,
      question: { id: number!.id, kind: 'number', prompt: 'Weight', min: 30, max: 200, unit: 'kg' },
    });
    actor.send({
      type: 'question.change',
      stepId: first!.id,
      seriesId: seriesA!.id,
      question: {
        id: choice!.id,
        kind: 'singleChoice',
        prompt: 'Feeling',
        options: ['Good', 'Tired', 'Unwell'],
      },
    });
    actor.send({
      type: 'question.remove',
      stepId: first!.id,
      seriesId: seriesA!.id,
      questionId: spirometry!.id,
    });

    const steps = actor.getSnapshot().context.draft?.steps ?? [];
    expect(steps.map(({ title }) => title)).toEqual(['Week two', 'Week one']);
    expect(steps[1]).toMatchObject({ durationDays: 5, suggestedRestDays: 2 });
    expect(steps[1]?.series.map(({ title }) => title)).toEqual(['Walk', 'Squats']);
    expect(steps[1]?.series[1]).toMatchObject({
      description: null,
      videoUrl: 'https://video.example.org/squats',
    });
    expect(questions().map(({ prompt }) => prompt)).toEqual(['Weight', 'Feeling']);

    actor.send({ type: 'series.remove', stepId: first!.id, seriesId: seriesB!.id });
    actor.send({ type: 'step.remove', stepId: second!.id });
    expect(actor.getSnapshot().context.draft?.steps.map(({ title }) => title)).toEqual([
      'Week one',
    ]);
    expect(actor.getSnapshot().context.draft?.steps[0]?.series).toHaveLength(1);
  });

  it('copies library steps and series under new ids, so one item reused twice stays distinct', async () => {
    const { actor, services } = start();
    await editing(actor);
    actor.send({ type: 'library.load' });
    expect(actor.getSnapshot().hasTag('libraryLoading')).toBe(true);
    await waitFor(actor, (snapshot) => snapshot.context.library !== null);
    expect(services.listLibrary).toHaveBeenCalledWith({ teamId: ref.teamId });

    actor.send({ type: 'library.addStep', step: libraryStep });
    actor.send({ type: 'library.addStep', step: libraryStep });
    const [firstCopy, secondCopy] = actor.getSnapshot().context.draft?.steps ?? [];
    actor.send({ type: 'library.addSeries', stepId: firstCopy!.id, series: librarySeries });

    const draft = actor.getSnapshot().context.draft!;
    expect(firstCopy).toMatchObject({ title: 'Warm-up week', suggestedRestDays: 1 });
    expect(firstCopy!.id).not.toBe(libraryStep.id);
    expect(secondCopy!.series[0]!.id).not.toBe(firstCopy!.series[0]!.id);
    expect(draft.steps[0]?.series[1]).toMatchObject({
      title: 'Breathing exercise',
      questions: [expect.objectContaining({ kind: 'number', max: 200 })],
    });
    expect(draft.steps[0]?.series[1]?.id).not.toBe(librarySeries.id);
    expect(programEditorIssues({ ...actor.getSnapshot().context, saveTried: true })).toEqual({});
  });

  it('refuses to save a draft the shared schema rejects and shows its issues by property', async () => {
    const { actor, services } = start();
    await editing(actor);
    actor.send({ type: 'field.set', field: 'title', value: 'Walk' });
    actor.send({ type: 'field.set', field: 'introVideoUrl', value: 'javascript:alert(1)' });
    actor.send({ type: 'field.set', field: 'daysOffAllowed', value: 400 });
    actor.send({ type: 'step.add' });
    expect(programEditorIssues(actor.getSnapshot().context)).toEqual({});

    actor.send({ type: 'program.save' });

    expect(actor.getSnapshot().hasTag('editing')).toBe(true);
    expect(services.saveProgram).not.toHaveBeenCalled();
    expect(programEditorIssues(actor.getSnapshot().context)).toEqual({
      title: { constraint: 'minLength', values: { min: 6 } },
      introVideoUrl: { constraint: 'invalidUrl' },
      daysOffAllowed: { constraint: 'outOfRange', values: { min: 0, max: 365 } },
      'steps.0.title': { constraint: 'isRequired', values: { min: 1 } },
    });
  });

  it('shows the server’s refusal by property until the draft changes', async () => {
    const refusal = new ApiRequestError('Validation failed', {
      status: 400,
      code: 'VALIDATION_ERROR',
      validationErrors: [
        { property: 'restrictedToMemberIds.0', constraints: { invalidValue: 'Invalid value' } },
      ],
    });
    const { actor, emitted } = start({ saveProgram: vi.fn(async () => Promise.reject(refusal)) });
    await editing(actor);
    actor.send({ type: 'field.set', field: 'author', value: 'Dr Nowak' });
    actor.send({ type: 'program.save' });
    await editing(actor);

    expect(programEditorIssues(actor.getSnapshot().context)).toEqual({
      'restrictedToMemberIds.0': { constraint: 'invalidValue' },
    });
    expect(emitted).toEqual([]);
    expect(isProgramEditorChanged(actor.getSnapshot().context)).toBe(true);

    actor.send({ type: 'field.set', field: 'restrictedToMemberIds', value: [] });
    expect(programEditorIssues(actor.getSnapshot().context)).toEqual({});
  });

  it('keeps the draft and the failure when saving fails otherwise, and discards changes on demand', async () => {
    const failure = new Error('offline');
    const { actor } = start({ saveProgram: vi.fn(async () => Promise.reject(failure)) });
    await editing(actor);
    actor.send({ type: 'step.add' });
    actor.send({
      type: 'step.change',
      stepId: actor.getSnapshot().context.draft!.steps[0]!.id,
      changes: { title: 'Week one' },
    });
    actor.send({ type: 'program.save' });
    await editing(actor);
    expect(actor.getSnapshot().context.failure).toBe(failure);
    expect(actor.getSnapshot().context.draft?.steps).toHaveLength(1);

    actor.send({ type: 'changes.discard' });
    expect(actor.getSnapshot().context.draft?.steps).toEqual([]);
    expect(isProgramEditorChanged(actor.getSnapshot().context)).toBe(false);
  });

  it('reports a program it cannot load and loads it again on demand', async () => {
    const loadProgram = vi
      .fn<ProgramEditorServices['loadProgram']>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(sampleProgram());
    const { actor } = start({ loadProgram });
    await waitFor(actor, (snapshot) => snapshot.matches('loadFailed'));
    actor.send({ type: 'program.reload' });
    await editing(actor);
    expect(actor.getSnapshot().context.draft?.title).toBe('Pulmonary rehabilitation');
  });
});
