import { ApiClient, MemoryTokenStore } from '@telemed/domain';
import { createMockFetch } from '@telemed/domain/mock';
import type { MockHandlers } from '@telemed/domain/mock';
import { describe, expect, it } from 'vitest';
import {
  TEAM_ID,
  createdExamination,
  examinationSpecs,
  patients,
} from '../../fixtures/clinicFixtures.test-support';
import { addExaminationApiServices } from './addExaminationApiServices';

/** The wiring over a real client whose fetch is the contract's mock; problems fail the test. */
function servicesOn(handlers: MockHandlers) {
  const fetch = createMockFetch(handlers, {
    onProblem: (problem) => {
      throw new Error(problem);
    },
  });
  return addExaminationApiServices(
    new ApiClient({ fetch, tokenStore: new MemoryTokenStore('test-token') }),
  );
}

const signal = new AbortController().signal;

describe('addExaminationApiServices', () => {
  it("lists the clinic's feature names and the specs through the contract", async () => {
    const services = servicesOn({
      examinations: { specs: () => examinationSpecs },
      features: {
        listFeatureVisibilities: ({ params }) =>
          params.teamId === TEAM_ID ? [{ name: 'examinationTypeCovid' }] : [],
      },
    });

    expect(await services.listClinicFeatures({ teamId: TEAM_ID }, signal)).toEqual([
      'examinationTypeCovid',
    ]);
    expect(await services.listExaminationSpecs({ teamId: TEAM_ID }, signal)).toEqual(
      examinationSpecs,
    );
  });

  it('searches members with role user only (platform-core §6)', async () => {
    const asked: unknown[] = [];
    const services = servicesOn({
      examinationLookups: {
        searchMembers: ({ query }) => {
          asked.push(query);
          return patients;
        },
      },
    });

    await services.searchPatients({ teamId: TEAM_ID, phrase: 'nowak' }, signal);

    expect(asked).toEqual([expect.objectContaining({ phrase: 'nowak', roles: ['user'] })]);
  });

  it("creates the examination on the patient's path with a body the contract accepts", async () => {
    const memberId = patients[1]!._id;
    const services = servicesOn({
      examinations: {
        create: ({ params, body }) =>
          createdExamination({ type: body.type, memberId: params.memberId }),
      },
    });

    const examination = await services.createExamination({
      teamId: TEAM_ID,
      memberId,
      body: {
        type: 'hrv',
        startDate: '2026-11-20T10:17:00.000Z',
        endDate: '2026-11-21T10:17:00.000Z',
        description: '',
        questionnaire: {},
      },
    });

    expect(examination).toMatchObject({ type: 'hrv', memberId, teamId: TEAM_ID });
  });
});
