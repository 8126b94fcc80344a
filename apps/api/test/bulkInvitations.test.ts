import { beforeAll, describe, expect, it } from 'vitest';
import { addSignedInMember, call, createClinic } from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { signUp, uniqueEmail } from './helpers/testApp';

const testApp = setUpTestApp();

let clinic: Clinic;
let doctor: StaffMember;
let patient: StaffMember;
let outsider: StaffMember;

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Bulk Clinic');
  doctor = await addSignedInMember(testApp, clinic.teamId, 'doctor');
  patient = await addSignedInMember(testApp, clinic.teamId, 'user');
  outsider = (await createClinic(testApp, 'Other Clinic')).admin;
});

const ask = (token: string, parameters: unknown, extra: Record<string, unknown> = {}) =>
  call(testApp, token, 'POST', 'notifications/tasks', {
    teamId: clinic.teamId,
    parameters,
    ...extra,
  });

const listed = async (taskId: string) =>
  (await call(testApp, clinic.admin.token, 'GET', `notifications/tasks?teamId=${clinic.teamId}`))
    .json()
    .tasks.find((task: { id: string }) => task.id === taskId);

function smtp() {
  if (!testApp.smtp) throw new Error('these tests read mail from the SMTP test server');
  return testApp.smtp;
}

describe('POST notifications/tasks (invitations in bulk)', () => {
  it('invites and mails each address, telling members and pending invitations apart', async () => {
    const [first, second] = [uniqueEmail('bulk-a'), uniqueEmail('bulk-b')];
    const pending = uniqueEmail('bulk-pending');
    await call(testApp, clinic.admin.token, 'POST', `teams/${clinic.teamId}/invitations`, {
      email: pending,
      role: 'nurse',
      strategy: 'email',
    });
    const created = await ask(clinic.admin.token, {
      role: 'nurse',
      emails: [first, ` ${second.toUpperCase()} `, doctor.email, pending, first],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      taskType: 'team-invite',
      taskDesc: 'teamInvite',
      status: 'waiting',
      extra: {
        type: 'teamInvite',
        role: 'nurse',
        // Trimmed, lower-cased, each once.
        emails: [first, second, doctor.email, pending],
        results: null,
      },
    });
    await testApp.app.taskRunner.settle();
    const task = await listed(created.json().id);
    expect(task).toMatchObject({ status: 'completed', progress: 100 });
    expect(task.extra.results).toEqual([
      { email: first, outcome: 'invited' },
      { email: second, outcome: 'invited' },
      { email: doctor.email, outcome: 'memberExists' },
      { email: pending, outcome: 'invitationPending' },
    ]);
    for (const email of [first, second])
      expect(smtp().lastMailTo(email).subject).toBe('Invitation to join Bulk Clinic on Telemed');
    const invitations = (
      await call(testApp, clinic.admin.token, 'GET', `teams/${clinic.teamId}/invitations`)
    ).json() as { email: string; role: string }[];
    expect(invitations.filter((invitation) => [first, second].includes(invitation.email))).toEqual([
      expect.objectContaining({ role: 'nurse' }),
      expect.objectContaining({ role: 'nurse' }),
    ]);
  });

  it('lets the invitee accept as with any invitation', async () => {
    const invitee = await signUp(testApp, uniqueEmail('bulk-invitee'));
    const created = await ask(clinic.admin.token, {
      role: 'physiotherapist',
      emails: [invitee.email],
    });
    await testApp.app.taskRunner.settle();
    expect((await listed(created.json().id)).extra.results).toEqual([
      { email: invitee.email, outcome: 'invited' },
    ]);
    const joined = await call(testApp, invitee.token, 'POST', 'teams/joinToTeam', {
      teamId: clinic.teamId,
    });
    expect(joined.statusCode).toBe(200);
  });

  it('refuses bad addresses per field, none, too many, and an unknown role', async () => {
    const bad = await ask(clinic.admin.token, { role: 'nurse', emails: ['a@b.test', 'nope'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validationErrors).toEqual([
      {
        property: 'parameters.emails.1',
        constraints: { isEmail: 'Value is not a valid email address' },
      },
    ]);
    const none = await ask(clinic.admin.token, { role: 'nurse', emails: [] });
    expect(none.json().validationErrors[0]).toMatchObject({
      property: 'parameters.emails',
      constraints: { isRequired: 'Field is required' },
    });
    const many = await ask(clinic.admin.token, {
      role: 'nurse',
      emails: Array.from({ length: 201 }, (_, index) => `person${index}@example.test`),
    });
    expect(many.json().validationErrors[0]).toMatchObject({
      property: 'parameters.emails',
      constraints: { tooLong: 'Field too long' },
    });
    const role = await ask(clinic.admin.token, { role: 'owner', emails: ['a@b.test'] });
    expect(role.json().validationErrors[0].property).toBe('parameters.role');
  });

  it('is the administrators’: other staff, patients and other clinics are refused', async () => {
    for (const token of [doctor.token, patient.token, outsider.token]) {
      const refused = await ask(token, { role: 'nurse', emails: [uniqueEmail('bulk-refused')] });
      expect(refused.statusCode).toBe(403);
    }
    const kind = await ask(
      clinic.admin.token,
      { role: 'nurse', emails: [uniqueEmail('bulk-kind')] },
      { task: 'EDF' },
    );
    expect(kind.json().validationErrors).toEqual([
      { property: 'task', constraints: { invalidTaskType: 'Invalid task type' } },
    ]);
  });
});
