import { ApiRequestError } from '@telemed/domain';
import type {
  CreateExaminationBody,
  Examination,
  ValidateExaminationBody,
  ValidateExaminationResponse,
} from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import {
  NOW,
  TEAM_ID,
  completeCovidAnswers,
  createdExamination,
  examinationSpecs,
  holterSpec,
  patients,
} from '../../fixtures/clinicFixtures.test-support';
import {
  SERVER_CHECK_DELAY_MS,
  addExaminationIssues,
  addExaminationMachine,
} from './addExaminationMachine';
import type {
  AddExaminationEmitted,
  CreateExaminationInput,
  OfferedExaminationTypes,
} from './addExaminationMachine';
import { addExaminationActors } from './addExaminationServices';
import type { AddExaminationServices } from './addExaminationServices';

const patientId = patients[0]!._id;

/** Services answering like the API from fixed data; each call is recorded. */
function fakeServices(overrides: Partial<AddExaminationServices> = {}) {
  const checked: ValidateExaminationBody[] = [];
  const created: CreateExaminationInput[] = [];
  const services: AddExaminationServices = {
    listExaminationSpecs: async () => examinationSpecs,
    listClinicFeatures: async () => [],
    getCovidIntakeSettings: async () => ({ vitalLimits: 'intake_form@1' }),
    validateExamination: async (body) => {
      checked.push(body);
      return { validationErrors: [] };
    },
    createExamination: async (input) => {
      created.push(input);
      return createdExamination({ type: input.body.type, memberId: input.memberId });
    },
    searchPatients: async () => patients,
    ...overrides,
  };
  return { services, checked, created };
}

function startForm(services: AddExaminationServices, fixedMemberId?: string) {
  const clock = new SimulatedClock();
  const emitted: AddExaminationEmitted[] = [];
  const actor = createActor(
    addExaminationMachine.provide({ actors: addExaminationActors(services) }),
    { input: { teamId: TEAM_ID, now: NOW, fixedMemberId }, clock },
  );
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, emitted };
}

async function filledForm(services: AddExaminationServices) {
  const form = startForm(services);
  await waitFor(form.actor, (snapshot) => snapshot.matches('editing'));
  form.actor.send({ type: 'patient.change', patientId });
  form.actor.send({ type: 'type.change', examinationType: 'holter_ecg' });
  form.actor.send({ type: 'answer.change', name: 'weight', answer: 78.5 });
  return form;
}

describe('the add-examination form', () => {
  it('offers the types the clinic has features for, and starts on the last 24 hours', async () => {
    const { actor } = startForm(fakeServices().services);
    expect(actor.getSnapshot().hasTag('loadingTypes')).toBe(true);
    const editing = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(editing.context.specs.map((spec) => spec.type)).toEqual([
      'holter_ecg',
      'sleep_apnea',
      'hrv',
    ]);
    expect(editing.context.draft.range).toEqual({
      start: new Date('2026-11-20T10:17:00.000Z'),
      end: new Date('2026-11-21T10:17:00.000Z'),
    });
    expect(editing.hasTag('editable')).toBe(true);
  });

  it('keeps the fixed patient of a patient page', async () => {
    const { actor } = startForm(fakeServices().services, patientId);
    expect(actor.getSnapshot().context.draft.patientId).toBe(patientId);
  });

  it('resets the intro questionnaire when the type or the patient changes', async () => {
    const { actor } = await filledForm(fakeServices().services);
    actor.send({ type: 'type.change', examinationType: 'sleep_apnea' });
    expect(actor.getSnapshot().context.draft.questionnaire).toEqual({});
    actor.send({ type: 'type.change', examinationType: 'holter_ecg' });
    actor.send({ type: 'answer.change', name: 'weight', answer: 70 });
    actor.send({ type: 'patient.change', patientId: patients[1]!._id });
    expect(actor.getSnapshot().context.draft.questionnaire).toEqual({});
  });

  it('tells a missing patient on Save instead of sending, and the type once the user leaves it', async () => {
    const { services, created } = fakeServices();
    const { actor } = startForm(services);
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'field.blur', field: 'type' });
    expect(actor.getSnapshot().context.revealed).toEqual(['type']);
    actor.send({ type: 'type.change', examinationType: 'hrv' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.revealed).toEqual(['memberId', 'type']);
    expect(addExaminationIssues(actor.getSnapshot().context)).toEqual({
      memberId: { constraint: 'isRequired' },
    });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(created).toEqual([]);
  });

  it('does not save with an invalid answer or a collapsed range', async () => {
    const { services, created } = fakeServices();
    const { actor } = await filledForm(services);
    actor.send({ type: 'answer.change', name: 'weight', answer: 700 });
    actor.send({ type: 'form.submit' });
    expect(addExaminationIssues(actor.getSnapshot().context)).toEqual({
      'questionnaire.weight': {
        constraint: 'questionValueOutOfRange',
        values: { minQuestionValue: 5, maxQuestionValue: 500 },
      },
    });
    actor.send({ type: 'answer.change', name: 'weight', answer: 70 });
    actor.send({ type: 'range.change', range: { start: NOW, end: NOW } });
    actor.send({ type: 'form.submit' });
    expect(addExaminationIssues(actor.getSnapshot().context)).toEqual({
      startDate: { constraint: 'startDateDifferentThanEndDate' },
    });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(created).toEqual([]);
  });

  it('asks the server once the user pauses, about the draft as it is then', async () => {
    const validationErrors = [
      { property: 'description', constraints: { tooLong: 'Field too long' } },
    ];
    const { services, checked } = fakeServices({
      validateExamination: async (body) => {
        checked.push(body);
        return { validationErrors: body.description === 'refused' ? validationErrors : [] };
      },
    });
    const { actor, clock } = await filledForm(services);
    actor.send({ type: 'description.change', description: 'refu' });
    clock.increment(200);
    actor.send({ type: 'description.change', description: 'refused' });
    clock.increment(299);
    expect(checked).toEqual([]);
    clock.increment(1);
    const answered = await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'checked' }));
    expect(checked).toEqual([
      {
        teamId: TEAM_ID,
        memberId: patientId,
        type: 'holter_ecg',
        startDate: '2026-11-20T10:17:00.000Z',
        endDate: '2026-11-21T10:17:00.000Z',
        description: 'refused',
        questionnaire: { weight: 78.5 },
      },
    ]);
    expect(addExaminationIssues(answered.context)).toEqual({
      description: { constraint: 'tooLong' },
    });
    // A change makes the verdict stale.
    actor.send({ type: 'description.change', description: 'fine' });
    expect(addExaminationIssues(actor.getSnapshot().context)).toEqual({});
  });

  it('saves the draft and announces the examination', async () => {
    const { services, created } = fakeServices();
    const { actor, emitted } = await filledForm(services);
    actor.send({ type: 'description.change', description: '  Palpitations ' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(created).toEqual([
      {
        teamId: TEAM_ID,
        memberId: patientId,
        body: {
          type: 'holter_ecg',
          startDate: '2026-11-20T10:17:00.000Z',
          endDate: '2026-11-21T10:17:00.000Z',
          description: 'Palpitations',
          questionnaire: { weight: 78.5 },
        } satisfies CreateExaminationBody,
      },
    ]);
    expect(done.output?._id).toBe(createdExamination()._id);
    expect(emitted).toEqual([{ type: 'examination.created', examination: done.output }]);
  });

  it('stays open after a refused save, with the server’s messages until the draft changes', async () => {
    const refusal = new ApiRequestError('Invalid value', {
      status: 400,
      code: 'VALIDATION_ERROR',
      validationErrors: [
        {
          property: 'startDate',
          constraints: { startDateDifferentThanEndDate: 'START_DATE_DIFFERENT_THAN_END_DATE' },
        },
      ],
    });
    const { services } = fakeServices({ createExamination: () => Promise.reject(refusal) });
    const { actor, emitted } = await filledForm(services);
    actor.send({ type: 'form.submit' });
    const refused = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(emitted).toEqual([{ type: 'examination.saveFailed', error: refusal }]);
    expect(addExaminationIssues(refused.context)).toEqual({
      startDate: { constraint: 'startDateDifferentThanEndDate' },
    });
    actor.send({ type: 'range.change', range: { start: NOW, end: new Date(NOW.getTime() + 1) } });
    expect(addExaminationIssues(actor.getSnapshot().context)).toEqual({});
  });

  it('says when the types could not be loaded, and loads them again on request', async () => {
    let calls = 0;
    const { services } = fakeServices({
      listExaminationSpecs: async () => {
        calls += 1;
        if (calls === 1) throw new Error('offline');
        return [holterSpec];
      },
    });
    const { actor } = startForm(services);
    await waitFor(actor, (snapshot) => snapshot.matches('typesUnavailable'));
    actor.send({ type: 'description.change', description: 'Typed meanwhile' });
    actor.send({ type: 'types.reload' });
    const editing = await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    expect(editing.context.specs).toEqual([holterSpec]);
    expect(editing.context.draft.description).toBe('Typed meanwhile');
  });

  it('runs with services provided one by one, as a test or a story provides them', async () => {
    const actor = createActor(
      addExaminationMachine.provide({
        actors: {
          loadExaminationTypes: fromPromise<OfferedExaminationTypes, { teamId: string }>(
            async () => ({ specs: [holterSpec], covidVitalLimits: 'intake_form@1' }),
          ),
          validateExamination: fromPromise<ValidateExaminationResponse, ValidateExaminationBody>(
            async () => ({ validationErrors: [] }),
          ),
          createExamination: fromPromise<Examination, CreateExaminationInput>(async () =>
            createdExamination(),
          ),
        },
      }),
      { input: { teamId: TEAM_ID, now: NOW, fixedMemberId: patientId } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('editing'));
    actor.send({ type: 'type.change', examinationType: 'holter_ecg' });
    actor.send({ type: 'form.submit' });
    await expect(waitFor(actor, (snapshot) => snapshot.status === 'done')).resolves.toBeTruthy();
  });

  describe('for a COVID examination', () => {
    async function covidForm(overrides: Partial<AddExaminationServices> = {}) {
      const fakes = fakeServices({
        listClinicFeatures: async () => ['examinationTypeCovid'],
        ...overrides,
      });
      const form = startForm(fakes.services);
      await waitFor(form.actor, (snapshot) => snapshot.matches('editing'));
      form.actor.send({ type: 'patient.change', patientId });
      form.actor.send({ type: 'type.change', examinationType: 'covid' });
      return { ...fakes, ...form };
    }

    it('asks no generic questionnaire and hands Save over to the intake', async () => {
      const { actor, clock, checked } = await covidForm();
      expect(addExaminationIssues(actor.getSnapshot().context)).toEqual({});
      clock.increment(SERVER_CHECK_DELAY_MS);
      expect(checked).toEqual([]);
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().matches('covidIntake')).toBe(true);
      const intake = actor.getSnapshot().children.covidIntake!;
      expect(intake.getSnapshot().hasTag('statements')).toBe(true);
      expect(intake.getSnapshot().context.input).toMatchObject({
        teamId: TEAM_ID,
        memberId: patientId,
        startDate: '2026-11-20T10:17:00.000Z',
        now: NOW,
      });
    });

    it("saves the intake through the form's one createExamination and announces it", async () => {
      const { actor, created, emitted } = await covidForm();
      actor.send({ type: 'form.submit' });
      const intake = actor.getSnapshot().children.covidIntake!;
      intake.send({ type: 'statements.confirm' });
      for (const [name, answer] of Object.entries(completeCovidAnswers)) {
        intake.send({ type: 'answer.change', name, answer });
      }
      intake.send({ type: 'form.submit' });
      const saved = await waitFor(actor, (snapshot) => snapshot.matches('saved'));
      expect(created).toHaveLength(1);
      expect(created[0]!.body).toMatchObject({
        type: 'covid',
        questionnaire: { symptoms_last_days: ['fever', 'dry_cough'] },
      });
      expect(saved.output).toMatchObject({ type: 'covid' });
      expect(emitted.map((event) => event.type)).toEqual(['examination.created']);
    });

    it("judges the intake by the clinic's preset of after-rest limits", async () => {
      const { actor } = await covidForm({
        getCovidIntakeSettings: async () => ({ vitalLimits: 'message_catalogue@1' }),
      });
      actor.send({ type: 'form.submit' });
      const intake = actor.getSnapshot().children.covidIntake!.getSnapshot();
      expect(intake.context.answers).toEqual({ vital_limits: 'message_catalogue@1' });
    });

    it('goes Back to the form with the answers, and opens the intake again with them', async () => {
      const { actor, created } = await covidForm();
      actor.send({ type: 'form.submit' });
      const intake = actor.getSnapshot().children.covidIntake!;
      intake.send({ type: 'statements.confirm' });
      intake.send({ type: 'answer.change', name: 'weight', answer: 82.5 });
      intake.send({ type: 'intake.back' });
      expect(actor.getSnapshot().matches('editing')).toBe(true);
      expect(actor.getSnapshot().children.covidIntake).toBeUndefined();

      actor.send({ type: 'description.change', description: 'COVID-19, after a week at home' });
      actor.send({ type: 'form.submit' });
      const reopened = actor.getSnapshot().children.covidIntake!.getSnapshot();
      // The statements are asked again; the answers wait behind them, Save sees them as new.
      expect(reopened.hasTag('statements')).toBe(true);
      expect(reopened.context.input.description).toBe('COVID-19, after a week at home');
      expect(reopened.context.answers).toMatchObject({
        weight: 82.5,
        vital_limits: 'intake_form@1',
      });
      expect(reopened.context.savedAnswers).toEqual({ vital_limits: 'intake_form@1' });
      expect(created).toEqual([]);
    });

    it('forgets the answers kept by Back when the patient changes', async () => {
      const { actor } = await covidForm();
      actor.send({ type: 'form.submit' });
      const intake = actor.getSnapshot().children.covidIntake!;
      intake.send({ type: 'statements.confirm' });
      intake.send({ type: 'answer.change', name: 'weight', answer: 82.5 });
      intake.send({ type: 'intake.back' });
      expect(actor.getSnapshot().context.covidAnswers).toMatchObject({ weight: 82.5 });
      actor.send({ type: 'patient.change', patientId });
      expect(actor.getSnapshot().context.covidAnswers).toMatchObject({ weight: 82.5 });
      actor.send({ type: 'patient.change', patientId: patients[1]!._id });
      expect(actor.getSnapshot().context.covidAnswers).toBeUndefined();
      actor.send({ type: 'form.submit' });
      expect(actor.getSnapshot().children.covidIntake!.getSnapshot().context.answers).toEqual({
        vital_limits: 'intake_form@1',
      });
    });

    it('ends without saving when a statement excludes the patient', async () => {
      const { actor, created, emitted } = await covidForm();
      actor.send({ type: 'form.submit' });
      const intake = actor.getSnapshot().children.covidIntake!;
      intake.send({ type: 'statement.toggle', statement: 'pregnancy' });
      intake.send({ type: 'statements.confirm' });
      const ended = actor.getSnapshot();
      expect(ended.hasTag('intakeEnded')).toBe(true);
      expect(ended.context.intakeOutcome).toBe('excluded');
      expect(created).toEqual([]);
      expect(emitted).toEqual([]);
    });
  });
});
