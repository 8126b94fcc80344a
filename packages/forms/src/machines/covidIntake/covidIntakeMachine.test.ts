import { ApiRequestError, COVID_EXCLUSION_STATEMENTS } from '@telemed/domain';
import type {
  Examination,
  QuestionnaireAnswers,
  ValidateExaminationBody,
  ValidateExaminationResponse,
} from '@telemed/domain';
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  TEAM_ID,
  completeCovidAnswers as completeAnswers,
  createdExamination,
  patients,
} from '../../fixtures/clinicFixtures.test-support';
import {
  covidIntakeIssues,
  covidIntakeMachine,
  isCovidSaveBlocked,
  shownCovidIntakeIssues,
} from './covidIntakeMachine';
import type { CovidIntakeEmitted } from './covidIntakeMachine';
import { covidIntakeActors } from './covidIntakeServices';
import type { CovidIntakeServices, SaveCovidExaminationInput } from './covidIntakeServices';

const memberId = patients[0]!._id;
const now = new Date('2026-11-20T12:00:00.000Z');

function fakeServices(overrides: Partial<CovidIntakeServices> = {}) {
  const checked: ValidateExaminationBody[] = [];
  const saved: SaveCovidExaminationInput[] = [];
  const services: CovidIntakeServices = {
    validateExamination: async (body) => {
      checked.push(body);
      return { validationErrors: [] };
    },
    saveExamination: async (input) => {
      saved.push(input);
      return createdExamination({ type: 'covid', memberId: input.memberId });
    },
    ...overrides,
  };
  return { services, checked, saved };
}

function startIntake(services: CovidIntakeServices, vitalLimits?: 'message_catalogue@1') {
  const emitted: CovidIntakeEmitted[] = [];
  const actor = createActor(covidIntakeMachine.provide({ actors: covidIntakeActors(services) }), {
    input: {
      teamId: TEAM_ID,
      memberId,
      startDate: '2026-11-20T09:00:00.000Z',
      endDate: '2026-11-20T11:00:00.000Z',
      description: 'Confirmed COVID-19',
      now,
      vitalLimits,
    },
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

type IntakeActor = ReturnType<typeof startIntake>['actor'];

function answer(actor: IntakeActor, answers: QuestionnaireAnswers) {
  for (const [name, value] of Object.entries(answers)) {
    actor.send({ type: 'answer.change', name, answer: value });
  }
}

function pastStatements(actor: IntakeActor) {
  actor.send({ type: 'statements.confirm' });
  expect(actor.getSnapshot().matches('questionnaire')).toBe(true);
}

describe('covidIntakeMachine', () => {
  it('enrols a patient: statements, questionnaire, server check, save', async () => {
    const { services, checked, saved } = fakeServices();
    const { actor, emitted } = startIntake(services);
    expect(actor.getSnapshot().hasTag('statements')).toBe(true);
    pastStatements(actor);
    expect(isCovidSaveBlocked(actor.getSnapshot().context)).toBe(true);
    answer(actor, completeAnswers);
    expect(covidIntakeIssues(actor.getSnapshot().context)).toEqual({});
    actor.send({ type: 'form.submit' });
    const done = await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(checked).toEqual([
      expect.objectContaining({ type: 'covid', teamId: TEAM_ID, memberId }),
    ]);
    expect(saved[0]?.body.questionnaire).toEqual({
      ...completeAnswers,
      vital_limits: 'intake_form@1',
    });
    expect(done.output).toMatchObject({ status: 'saved', examination: { type: 'covid' } });
    expect(emitted.map((event) => event.type)).toEqual(['examination.created']);
  });

  it('ends at the statements when one of them applies', () => {
    const { actor, emitted } = startIntake(fakeServices().services);
    expect(COVID_EXCLUSION_STATEMENTS).toHaveLength(9);
    actor.send({ type: 'statement.toggle', statement: 'pregnancy' });
    actor.send({ type: 'statement.toggle', statement: 'pacemaker' });
    actor.send({ type: 'statement.toggle', statement: 'pregnancy' });
    expect(actor.getSnapshot().context.applyingStatements).toEqual(['pacemaker']);
    actor.send({ type: 'statements.confirm' });
    expect(actor.getSnapshot().matches('excludedByStatements')).toBe(true);
    expect(actor.getSnapshot().hasTag('excluded')).toBe(true);
    expect(emitted).toEqual([{ type: 'intake.excluded' }]);
    expect(actor.getSnapshot().output).toEqual({ status: 'excluded' });
  });

  it('asks Stop or Continue for after-rest values out of range, and saves after Continue', async () => {
    const { services, saved } = fakeServices();
    const { actor } = startIntake(services);
    pastStatements(actor);
    answer(actor, { ...completeAnswers, spo2: 93 });
    expect(Object.keys(covidIntakeIssues(actor.getSnapshot().context))).toEqual([
      'questionnaire.spo2_after_rest',
      'questionnaire.respiration_rate_after_rest',
      'questionnaire.heart_rate_after_rest',
    ]);
    answer(actor, {
      spo2_after_rest: 92,
      respiration_rate_after_rest: 22,
      heart_rate_after_rest: 96,
    });
    expect(actor.getSnapshot().hasTag('afterRestDecision')).toBe(true);
    expect(covidIntakeIssues(actor.getSnapshot().context)).toEqual({
      'questionnaire.params_agreement': { constraint: 'pressContinue' },
    });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('afterRestDecision')).toBe(true);

    actor.send({ type: 'afterRest.continue' });
    expect(actor.getSnapshot().matches({ questionnaire: 'filling' })).toBe(true);
    // Editing an after-rest value takes the agreement back.
    answer(actor, { heart_rate_after_rest: 98 });
    expect(actor.getSnapshot().hasTag('afterRestDecision')).toBe(true);
    actor.send({ type: 'afterRest.continue' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('saved'));
    expect(saved[0]?.body.questionnaire).toMatchObject({
      spo2_after_rest: 92,
      heart_rate_after_rest: 98,
      params_agreement: true,
    });
  });

  it('stops the intake when the user chooses Stop', () => {
    const { actor, emitted } = startIntake(fakeServices().services);
    pastStatements(actor);
    answer(actor, { ...completeAnswers, heart_rate: 125 });
    answer(actor, {
      spo2_after_rest: 96,
      respiration_rate_after_rest: 20,
      heart_rate_after_rest: 125,
    });
    actor.send({ type: 'afterRest.stop' });
    expect(actor.getSnapshot().matches('stopped')).toBe(true);
    expect(emitted).toEqual([{ type: 'intake.stopped' }]);
    expect(actor.getSnapshot().output).toEqual({ status: 'stopped' });
  });

  it('excludes the patient when the after-rest values break the limits in force', () => {
    const { services, checked } = fakeServices();
    const { actor } = startIntake(services);
    pastStatements(actor);
    answer(actor, { ...completeAnswers, spo2: 91 });
    answer(actor, {
      spo2_after_rest: 88,
      respiration_rate_after_rest: 22,
      heart_rate_after_rest: 96,
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ questionnaire: 'excludedByLimits' })).toBe(true);
    expect(covidIntakeIssues(snapshot.context)).toMatchObject({
      'questionnaire.spo2_after_rest': { constraint: 'spo2AfterRestTooLow' },
      'questionnaire.params_after_rest_valid': { constraint: 'patientExcluded' },
    });
    actor.send({ type: 'afterRest.continue' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ questionnaire: 'excludedByLimits' })).toBe(true);
    expect(checked).toEqual([]);
  });

  it('judges by the clinic’s preset: the message catalogue accepts SpO2 88 with Continue', () => {
    const { actor } = startIntake(fakeServices().services, 'message_catalogue@1');
    pastStatements(actor);
    answer(actor, { ...completeAnswers, spo2: 91 });
    answer(actor, {
      spo2_after_rest: 88,
      respiration_rate_after_rest: 22,
      heart_rate_after_rest: 96,
    });
    expect(actor.getSnapshot().hasTag('afterRestDecision')).toBe(true);
  });

  it('shows the server’s refusal per field: INVALID_FORMAT, the first symptoms in its words', async () => {
    const { services, saved } = fakeServices({
      validateExamination: async (): Promise<ValidateExaminationResponse> => ({
        validationErrors: [
          {
            property: 'questionnaire.device_number',
            constraints: { isRequired: 'Field is required' },
          },
          {
            property: 'questionnaire.first_symptoms_date',
            constraints: {
              firstSymptomsAfterQualification:
                'The first symptoms cannot be later than the qualification date',
            },
          },
        ],
      }),
    });
    const { actor } = startIntake(services);
    pastStatements(actor);
    answer(actor, completeAnswers);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ questionnaire: 'filling' }));
    expect(covidIntakeIssues(actor.getSnapshot().context)).toEqual({
      'questionnaire.device_number': { constraint: 'invalidFormat' },
      'questionnaire.first_symptoms_date': {
        constraint: 'firstSymptomsAfterQualification',
        serverText: 'The first symptoms cannot be later than the qualification date',
      },
    });
    expect(saved).toEqual([]);
    // A change makes the server's verdict stale.
    answer(actor, { device_number: 'OX-4822' });
    expect(covidIntakeIssues(actor.getSnapshot().context)).toEqual({});
  });

  it('keeps the intake open with the refusal when the save is refused', async () => {
    const refusal = new ApiRequestError('Validation failed', {
      status: 400,
      code: 'VALIDATION_ERROR',
      validationErrors: [
        { property: 'endDate', constraints: { dateInFuture: 'The date cannot be later than now' } },
      ],
    });
    const { services } = fakeServices({
      saveExamination: (): Promise<Examination> => Promise.reject(refusal),
    });
    const { actor, emitted } = startIntake(services);
    pastStatements(actor);
    answer(actor, completeAnswers);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ questionnaire: 'filling' }));
    expect(covidIntakeIssues(actor.getSnapshot().context)).toEqual({
      endDate: { constraint: 'invalidFormat' },
    });
    expect(emitted).toEqual([{ type: 'examination.saveFailed', error: refusal }]);
  });

  it('shows missing answers only once Save was pressed', () => {
    const { actor } = startIntake(fakeServices().services);
    pastStatements(actor);
    answer(actor, { weight: 700 });
    expect(shownCovidIntakeIssues(actor.getSnapshot().context)).toEqual({
      'questionnaire.weight': { constraint: 'outOfRange', values: { min: 5, max: 500 } },
    });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ questionnaire: 'filling' })).toBe(true);
    expect(Object.keys(shownCovidIntakeIssues(actor.getSnapshot().context))).toHaveLength(17);
  });

  it('applies the clearing rules to each change', () => {
    const { actor } = startIntake(fakeServices().services);
    pastStatements(actor);
    answer(actor, { ...completeAnswers, has_smartphone: 'no', phone_device_number: 'P-1' });
    answer(actor, { qualification: 'group_higher_risk' });
    const { answers } = actor.getSnapshot().context;
    expect(answers).not.toHaveProperty('recognition_time');
    expect(answers).not.toHaveProperty('positive_result_date');
    answer(actor, { has_smartphone: 'yes' });
    expect(actor.getSnapshot().context.answers).not.toHaveProperty('phone_device_number');
  });
});
