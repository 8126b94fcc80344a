import { beforeAll, describe, expect, it } from 'vitest';
import { addSignedInMember, call, createClinic } from './examinationsFixtures';
import type { Clinic, StaffMember } from './examinationsFixtures';
import { setUpTestApp } from './helpers/setUpTestApp';
import { signUp, uniqueEmail } from './helpers/testApp';

const testApp = setUpTestApp();

let clinic: Clinic;
let nurse: StaffMember;

beforeAll(async () => {
  clinic = await createClinic(testApp, 'Invitations Clinic');
  nurse = await addSignedInMember(testApp, clinic.teamId, 'nurse');
});

const invite = (token: string, body: unknown, teamId = clinic.teamId) =>
  call(testApp, token, 'POST', `teams/${teamId}/invitations`, body);

function smtp() {
  if (!testApp.smtp) throw new Error('these tests read mail from the SMTP test server');
  return testApp.smtp;
}

describe('invitations', () => {
  it('mails an invitation that the invitee accepts to become a member with its role', async () => {
    const invitee = await signUp(testApp);
    const created = await invite(clinic.admin.token, {
      role: 'doctor',
      email: invitee.email.toUpperCase(),
      strategy: 'email',
    });
    expect(created.statusCode).toBe(201);
    const invitation = created.json();
    expect(invitation).toMatchObject({
      teamId: clinic.teamId,
      teamName: 'Invitations Clinic',
      email: invitee.email,
      role: 'doctor',
      strategy: 'email',
      status: 'pending',
      seen: false,
    });
    const mail = smtp().lastMailTo(invitee.email);
    expect(mail.subject).toBe('Invitation to join Invitations Clinic on Telemed');
    expect(mail.text).toContain('as a doctor');
    expect(mail.text).toContain(`http://telemed.test/invitations?teamId=${clinic.teamId}`);
    expect(mail.html).toContain('View the invitation');

    const mine = await call(testApp, invitee.token, 'GET', 'teams/invitations');
    expect(mine.json()).toEqual([invitation]);
    const teamList = await call(
      testApp,
      clinic.admin.token,
      'GET',
      `teams/${clinic.teamId}/invitations`,
    );
    expect(teamList.json()).toEqual([invitation]);

    const flagged = await call(
      testApp,
      invitee.token,
      'PATCH',
      `teams/${clinic.teamId}/invitations`,
      {
        seen: true,
      },
    );
    expect(flagged.json()).toMatchObject({ _id: invitation._id, seen: true });

    const joined = await call(testApp, invitee.token, 'POST', 'teams/joinToTeam', {
      teamId: clinic.teamId,
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ _id: clinic.teamId, role: 'doctor' });
    const me = await call(testApp, invitee.token, 'GET', `teams/${clinic.teamId}/member/me`);
    expect(me.json()).toMatchObject({ role: 'doctor', acceptedInvitation: true });
    expect((await call(testApp, invitee.token, 'GET', 'teams/invitations')).json()).toEqual([]);
    const again = await call(testApp, invitee.token, 'POST', 'teams/joinToTeam', {
      teamId: clinic.teamId,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({
      code: 'INVITATION_NOT_FOUND',
      message: 'Invitation not found',
    });
  });

  it('writes the mail in the invitee’s language', async () => {
    const invitee = await signUp(testApp);
    await call(testApp, invitee.token, 'POST', 'users/me', { settings: { language: 'pl' } });
    await invite(clinic.admin.token, { role: 'nurse', email: invitee.email, strategy: 'email' });
    const mail = smtp().lastMailTo(invitee.email);
    expect(mail.subject).toBe('Zaproszenie do Invitations Clinic w Telemed');
    expect(mail.text).toContain('w roli: pielęgniarka');
  });

  it('lets the invitee reject, and the administrator revoke and resend', async () => {
    const invitee = await signUp(testApp);
    await invite(clinic.admin.token, { role: 'nurse', email: invitee.email, strategy: 'email' });
    const rejected = await call(
      testApp,
      invitee.token,
      'DELETE',
      `teams/${clinic.teamId}/invitations`,
    );
    expect(rejected.json()).toEqual({ message: 'invitation rejected' });
    expect(
      (await call(testApp, invitee.token, 'POST', 'teams/joinToTeam', { teamId: clinic.teamId }))
        .statusCode,
    ).toBe(404);

    const email = uniqueEmail('future');
    const invitation = (
      await invite(clinic.admin.token, { role: 'user', email, strategy: 'email' })
    ).json();
    expect(smtp().mailsTo(email)).toHaveLength(1);
    const resent = await call(
      testApp,
      clinic.admin.token,
      'POST',
      `teams/${clinic.teamId}/invitations/${invitation._id}/resend`,
    );
    expect(resent.statusCode).toBe(200);
    expect(smtp().mailsTo(email)).toHaveLength(2);
    const revoked = await call(
      testApp,
      clinic.admin.token,
      'DELETE',
      `teams/${clinic.teamId}/invitations/${invitation._id}`,
    );
    expect(revoked.json()).toMatchObject({ status: 'revoked' });
    const future = await signUp(testApp, email);
    expect((await call(testApp, future.token, 'GET', 'teams/invitations')).json()).toEqual([]);
  });

  it('checks the body and refuses members and pending addresses', async () => {
    const invalid = await invite(clinic.admin.token, {
      role: 'janitor',
      email: 'nope',
      strategy: 'sms',
    });
    expect(invalid.json().validationErrors).toEqual([
      { property: 'role', constraints: { invalidValue: 'Invalid format' } },
      { property: 'email', constraints: { isEmail: 'Value is not a valid email address' } },
      { property: 'strategy', constraints: { invalidValue: 'Invalid format' } },
    ]);
    const email = uniqueEmail('twice');
    await invite(clinic.admin.token, { role: 'nurse', email, strategy: 'email' });
    const twice = await invite(clinic.admin.token, { role: 'nurse', email, strategy: 'email' });
    expect(twice.json().validationErrors).toEqual([
      {
        property: 'email',
        constraints: { invitationPending: 'An invitation for this address is already pending' },
      },
    ]);
    const member = await signUp(testApp);
    await addSignedInMemberWithAccount(member.userId);
    const existing = await invite(clinic.admin.token, {
      role: 'nurse',
      email: member.email,
      strategy: 'email',
    });
    expect(existing.json().validationErrors).toEqual([
      {
        property: 'email',
        constraints: { memberExists: 'This person is already a member of the clinic' },
      },
    ]);
  });

  it('lets only administrators of the clinic invite and manage invitations', async () => {
    const email = uniqueEmail('guarded');
    const invitation = (
      await invite(clinic.admin.token, { role: 'nurse', email, strategy: 'email' })
    ).json();
    const other = await createClinic(testApp, 'Other Inviting Clinic');
    for (const token of [nurse.token, other.admin.token]) {
      const attempts = [
        await invite(token, { role: 'administrator', email: uniqueEmail(), strategy: 'email' }),
        await call(testApp, token, 'GET', `teams/${clinic.teamId}/invitations`),
        await call(
          testApp,
          token,
          'DELETE',
          `teams/${clinic.teamId}/invitations/${invitation._id}`,
        ),
        await call(
          testApp,
          token,
          'POST',
          `teams/${clinic.teamId}/invitations/${invitation._id}/resend`,
        ),
        await call(testApp, token, 'POST', `teams/${clinic.teamId}/employee`, {
          email: uniqueEmail(),
          role: 'nurse',
        }),
        await call(
          testApp,
          token,
          'POST',
          `teams/${clinic.teamId}/employee/${nurse.userId}/invite`,
        ),
      ];
      expect(attempts.map((response) => response.statusCode)).toEqual([
        403, 403, 403, 403, 403, 403,
      ]);
    }
    const throughOwnClinic = await call(
      testApp,
      other.admin.token,
      'DELETE',
      `teams/${other.teamId}/invitations/${invitation._id}`,
    );
    expect(throughOwnClinic.statusCode).toBe(404);
  });
});

/** Makes an existing account a nurse of the clinic. */
async function addSignedInMemberWithAccount(userId: string): Promise<void> {
  const { TeamsRepository } = await import('../src/repositories/teamsRepository');
  await new TeamsRepository(testApp.app.db).insertMember({
    teamId: clinic.teamId,
    userId,
    role: 'nurse',
    name: '',
    acceptedInvitation: true,
    enrolledOn: new Date(),
  });
}

describe('employees', () => {
  it('adds an employee by email with an employee role, mailing an invitation', async () => {
    const email = uniqueEmail('employee');
    const added = await call(
      testApp,
      clinic.admin.token,
      'POST',
      `teams/${clinic.teamId}/employee`,
      {
        email,
        role: 'physiotherapist',
      },
    );
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ email, role: 'physiotherapist', status: 'pending' });
    expect(smtp().lastMailTo(email).text).toContain('as a physiotherapist');
    const patientRole = await call(
      testApp,
      clinic.admin.token,
      'POST',
      `teams/${clinic.teamId}/employee`,
      {
        email: uniqueEmail(),
        role: 'user',
      },
    );
    expect(patientRole.json().validationErrors).toEqual([
      { property: 'role', constraints: { invalidValue: 'Invalid format' } },
    ]);
  });

  it('invites a member who never accepted again, by their account', async () => {
    const pendingMember = await addSignedInMember(testApp, clinic.teamId, 'doctor', {
      acceptedInvitation: false,
    });
    const reinvited = await call(
      testApp,
      clinic.admin.token,
      'POST',
      `teams/${clinic.teamId}/employee/${pendingMember.userId}/invite`,
    );
    expect(reinvited.statusCode).toBe(200);
    expect(reinvited.json()).toMatchObject({ role: 'doctor', status: 'pending' });
    const joined = await call(testApp, pendingMember.token, 'POST', 'teams/joinToTeam', {
      teamId: clinic.teamId,
    });
    expect(joined.json()).toMatchObject({ role: 'doctor', memberId: pendingMember.memberId });
    const accepted = await call(
      testApp,
      clinic.admin.token,
      'POST',
      `teams/${clinic.teamId}/employee/${pendingMember.userId}/invite`,
    );
    expect(accepted.statusCode).toBe(404);
  });
});
