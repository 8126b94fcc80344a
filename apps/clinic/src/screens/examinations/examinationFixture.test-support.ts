import type { Examination } from '@telemed/domain';

let counter = 0;

/** A valid examination for tests: a not archived Holter ECG; `overrides` set what a test needs. */
export function examinationFixture(overrides: Partial<Examination> = {}): Examination {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    _id: id,
    examinationId: id,
    type: 'holter_ecg',
    description: '',
    startDate: '2026-11-20T08:00:00.000Z',
    endDate: '2026-11-21T08:00:00.000Z',
    duration: 86_400_000,
    analyzedDuration: null,
    questionnaire: {},
    filters: { members: [] },
    memberId: '10000000-0000-4000-8000-000000000001',
    teamId: '20000000-0000-4000-8000-000000000001',
    status: 'DEFAULT',
    assignedDoctor: null,
    assignedPhysician: null,
    archived: false,
    frozen: false,
    reportDescription: null,
    hasActionPlan: false,
    eventCount: 0,
    user: {
      _id: '30000000-0000-4000-8000-000000000001',
      personalDetails: { fullName: 'Anna Nowak' },
    },
    patientFullName: 'Anna Nowak',
    recorderNumber: null,
    notes: null,
    tags: [],
    firstMeasurementAt: null,
    secondMeasurementAt: null,
    thirdMeasurementAt: null,
    stressTestMeasurement: null,
    boardPosition: 0,
    introQuestionnaireId: id,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}
