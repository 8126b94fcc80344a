import { ApiClient, MemoryTokenStore } from '@telemed/domain';
import { createMockFetch } from '@telemed/domain/mock';
import type { MockHandlers } from '@telemed/domain/mock';
import { describe, expect, it } from 'vitest';
import { TEAM_ID, createdExamination, patients } from '../../fixtures/clinicFixtures.test-support';
import { covidIntakeApiServices } from './covidIntakeApiServices';

/** The wiring over a real client whose fetch is the contract's mock; problems fail the test. */
function servicesOn(handlers: MockHandlers) {
  const fetch = createMockFetch(handlers, {
    onProblem: (problem) => {
      throw new Error(problem);
    },
  });
  return covidIntakeApiServices(
    new ApiClient({ fetch, tokenStore: new MemoryTokenStore('test-token') }),
  );
}

const memberId = patients[0]!._id;
const examination = {
  type: 'covid' as const,
  startDate: '2026-11-20T09:00:00.000Z',
  endDate: '2026-11-20T11:00:00.000Z',
  description: 'Confirmed COVID-19',
  questionnaire: { symptoms_last_days: ['fever'], spo2: 97 },
};

describe('covidIntakeApiServices', () => {
  it('sends the examination to POST validate/examinations and answers its verdict', async () => {
    const asked: unknown[] = [];
    const services = servicesOn({
      examinationLookups: {
        validate: ({ body }) => {
          asked.push(body);
          return { validationErrors: [] };
        },
      },
    });
    const body = { ...examination, teamId: TEAM_ID, memberId };

    expect(await services.validateExamination(body, new AbortController().signal)).toEqual({
      validationErrors: [],
    });
    expect(asked).toEqual([body]);
  });

  it("saves through the patient's examinations", async () => {
    const services = servicesOn({
      examinations: {
        create: ({ params, body }) =>
          createdExamination({ type: body.type, memberId: params.memberId, teamId: params.teamId }),
      },
    });

    const saved = await services.saveExamination({ teamId: TEAM_ID, memberId, body: examination });

    expect(saved).toMatchObject({ type: 'covid', memberId, teamId: TEAM_ID });
  });
});
