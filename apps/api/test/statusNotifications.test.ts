import type { SmsMessage } from '../src/sms/smsProvider';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { teamMembers } from '../src/db/schema';
import {
  addPatient,
  addSignedInMember,
  call,
  createClinic,
  createExamination,
} from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

let clinic: Clinic;
let doctor: StaffMember;
let nurse: StaffMember;
let physiotherapist: StaffMember;
let patientId: string;
const texts: SmsMessage[] = [];

function smtp() {
  if (!testApp.smtp) throw new Error('these tests read mail from the SMTP test server');
  return testApp.smtp;
}

/** The status change notices mailed to `email` (sign-up mails aside). */
const notices = (email: string) =>
  smtp()
    .mailsTo(email)
    .filter((mail) => mail.subject.startsWith('Notices Clinic'));

const setModes = (member: StaffMember, modes: Record<string, string>) =>
  call(
    testApp,
    member.token,
    'PUT',
    `teams/${clinic.teamId}/notification-settings/${member.memberId}`,
    { modes },
  );

const moveTo = (token: string, examinationId: string, status: string) =>
  call(testApp, token, 'PUT', `teams/${clinic.teamId}/examinations/${examinationId}/status`, {
    status,
  });

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Notices Clinic');
  doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
  physiotherapist = await addSignedInMember(testApp, clinic.teamId, 'physiotherapist');
  patientId = await addPatient(testApp, clinic.teamId, 'Hidden Patientname');
  await testApp.app.db
    .update(teamMembers)
    .set({ phone: '+48600100200' })
    .where(eq(teamMembers.id, nurse.memberId));
  await call(testApp, doctor.token, 'POST', 'users/me', { settings: { language: 'pl' } });
  await setModes(doctor, { FINISHED: 'email', FAILED: 'email' });
  await setModes(nurse, { FINISHED: 'sms' });
  await setModes(physiotherapist, { FINISHED: 'none' });
  await setModes(clinic.admin, { FINISHED: 'email' });
  testApp.app.sms.use({ send: async (message) => void texts.push(message) });
});

describe('status change notices', () => {
  it('mails, texts or leaves each employee as their setting for the new status says', async () => {
    const examination = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patientId,
    );
    expect((await moveTo(clinic.admin.token, examination._id, 'FINISHED')).statusCode).toBe(200);

    const mail = await vi.waitFor(() => {
      const [received] = notices(doctor.email);
      if (!received) throw new Error('no notice yet');
      return received;
    });
    // In the doctor's language, naming the clinic and the status, linking the examination.
    expect(mail.subject).toBe('Notices Clinic: badanie ma teraz stan „Zakończone”');
    const link = `http://telemed.test/clinic/${clinic.teamId}/examinations/${examination._id}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('Otwórz badanie');
    // Mail and SMS leave the clinic: the patient is never named.
    expect(mail.text).not.toContain('Patientname');

    await vi.waitFor(() => expect(texts).toHaveLength(1));
    expect(texts[0]).toEqual({
      to: '+48600100200',
      text: `Telemed, Notices Clinic: an examination is now Finished. ${link}`,
    });
    // The physiotherapist chose none; the administrator made the change themselves.
    expect(notices(physiotherapist.email)).toHaveLength(0);
    expect(notices(clinic.admin.email)).toHaveLength(0);
  });

  it('tells nobody of a move within the same column, and tells of archiving', async () => {
    const examination = await createExamination(
      testApp,
      clinic.admin.token,
      clinic.teamId,
      patientId,
    );
    await moveTo(clinic.admin.token, examination._id, 'FINISHED');
    await vi.waitFor(() => expect(notices(doctor.email)).toHaveLength(2));

    // Reordering inside Finished, then a real move to Failed: only the second is announced.
    await moveTo(nurse.token, examination._id, 'FINISHED');
    await moveTo(nurse.token, examination._id, 'FAILED');
    await vi.waitFor(() => expect(notices(doctor.email)).toHaveLength(3));
    expect(notices(doctor.email).at(-1)?.subject).toBe(
      'Notices Clinic: badanie ma teraz stan „Nieudane”',
    );
    await setModes(doctor, { ARCHIVED: 'email' });
    const archived = await call(
      testApp,
      nurse.token,
      'PATCH',
      `teams/${clinic.teamId}/examinations/${examination._id}`,
      { archived: true },
    );
    expect(archived.statusCode).toBe(200);
    await vi.waitFor(() => expect(notices(doctor.email)).toHaveLength(4));
    expect(notices(doctor.email).at(-1)?.subject).toContain('Zarchiwizowane');
    expect(
      smtp()
        .mailsTo(doctor.email)
        .filter((mail) => mail.subject.includes('Zakończone')),
    ).toHaveLength(2);
  });
});
