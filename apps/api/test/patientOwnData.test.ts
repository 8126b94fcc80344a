import { beforeAll, describe, expect, it } from 'vitest';
import { addSignedInMember, call, createClinic, createExamination } from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';

/**
 * What the patient's home in the portal (`/my-health`) reads, each with the patient's own member
 * id, and that the same reads of another patient of the clinic answer nothing: 404 'Examination
 * not found' for an examination (ids reveal nothing), 403 for a record only staff may read.
 */
const testApp = setUpTestApp();

let clinic: Clinic;
let patient: StaffMember;
let otherPatient: StaffMember;
let own: { _id: string };
let someoneElses: { _id: string };

beforeAll(async () => {
  clinic = await createClinic(testApp);
  patient = await addSignedInMember(testApp, clinic.teamId, 'user');
  otherPatient = await addSignedInMember(testApp, clinic.teamId, 'user');
  own = await createExamination(testApp, clinic.admin.token, clinic.teamId, patient.memberId);
  someoneElses = await createExamination(
    testApp,
    clinic.admin.token,
    clinic.teamId,
    otherPatient.memberId,
  );
});

const team = () => `teams/${clinic.teamId}`;
const member = (memberId: string) => `${team()}/members/${memberId}`;
const reportOf = (memberId: string, examinationId: string) =>
  `${member(memberId)}/examinations/${examinationId}/report`;

describe("a patient's own data", () => {
  it('reads the figures of their examination only once the physician has described it', async () => {
    const figures = [
      `${team()}/examinations/${own._id}/statistics`,
      reportOf(patient.memberId, own._id),
    ];
    for (const url of figures) {
      const early = await call(testApp, patient.token, 'GET', url);
      expect(early.statusCode, url).toBe(404);
      expect(early.json().message, url).toBe(
        'The report is not ready yet: the physician has not described the examination',
      );
      // Staff read them all along.
      expect((await call(testApp, clinic.admin.token, 'GET', url)).statusCode, url).toBe(200);
    }
    const described = await call(
      testApp,
      clinic.admin.token,
      'PUT',
      `${team()}/examinations/${own._id}/status`,
      { status: 'DESCRIBED' },
    );
    expect(described.statusCode).toBe(200);
  });

  it('reads their examinations, report, record, weights, questionnaire and programs', async () => {
    const reads = [
      `${member(patient.memberId)}/examinations`,
      `${team()}/examinations/${own._id}`,
      `${team()}/examinations/${own._id}/statistics`,
      reportOf(patient.memberId, own._id),
      member(patient.memberId),
      `${member(patient.memberId)}/weights`,
      `${member(patient.memberId)}/questionnaire`,
      `${member(patient.memberId)}/programs`,
    ];
    for (const url of reads) {
      const response = await call(testApp, patient.token, 'GET', url);
      expect(response.statusCode, url).toBe(200);
    }
    const list = await call(testApp, patient.token, 'GET', reads[0]!);
    expect(list.json().map(({ _id }: { _id: string }) => _id)).toEqual([own._id]);
  });

  it('finds no examination or report of another patient, whichever path names it', async () => {
    const hidden = [
      `${team()}/examinations/${someoneElses._id}`,
      `${team()}/examinations/${someoneElses._id}/statistics`,
      `${team()}/examinations/${someoneElses._id}/events`,
      reportOf(otherPatient.memberId, someoneElses._id),
      reportOf(patient.memberId, someoneElses._id),
      `${reportOf(otherPatient.memberId, someoneElses._id).replace(/report$/, 'hrvreport')}`,
    ];
    for (const url of hidden) {
      const response = await call(testApp, patient.token, 'GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message, url).toBe('Examination not found');
    }
  });

  it("is refused another patient's list, record, weights, questionnaire and programs", async () => {
    const refused = [
      `${member(otherPatient.memberId)}/examinations`,
      member(otherPatient.memberId),
      `${member(otherPatient.memberId)}/weights`,
      `${member(otherPatient.memberId)}/questionnaire`,
      `${member(otherPatient.memberId)}/programs`,
    ];
    for (const url of refused) {
      const response = await call(testApp, patient.token, 'GET', url);
      expect(response.statusCode, url).toBe(403);
    }
  });
});
