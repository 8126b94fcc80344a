import { ApiRequestError } from '@telemed/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRunningApi } from './runningApi';
import type { RunningApi } from './runningApi';
import { signedInUser } from './signedInUser';
import type { SignedInUser } from './signedInUser';

let api: RunningApi;
let admin: SignedInUser;
let teamId: string;

beforeAll(async () => {
  api = await startRunningApi();
  admin = await signedInUser(api);
  teamId = (
    await admin.client.teams.create({ body: { name: 'Client Clinic', countryContext: 'PL' } })
  )._id;
});

afterAll(async () => {
  await api.close();
});

describe('the client against the real API: people and clinic calls', () => {
  it('creates a patient with only the filled-in fields, lists, archives and hides them', async () => {
    const { members } = admin.client;
    const created = await members.createMember({
      params: { teamId },
      body: {
        fullName: 'Anna Nowak',
        email: null,
        identifierType: 'PESEL',
        identifier: '02070803628',
      },
    });
    if (!('teamMember' in created)) throw new Error('a patient without an e-mail is created');
    const { teamMember } = created;
    // Created by staff, never signed in: a member, but not active.
    expect(teamMember).toMatchObject({ role: 'user', archived: false, status: 'inactive' });

    const listed = await members.getTeamWithMembers({
      params: { teamId },
      query: { kind: 'patients', name: 'nowak' },
    });
    expect(listed.members.map((member) => member._id)).toEqual([teamMember._id]);
    expect(listed.total).toBe(1);

    await members.updateMember({
      params: { teamId, memberId: teamMember._id },
      body: { archived: true },
    });
    const hidden = await members.getTeamWithMembers({
      params: { teamId },
      query: { kind: 'patients' },
    });
    expect(hidden.members).toEqual([]);
    const shown = await members.getTeamWithMembers({
      params: { teamId },
      query: {
        kind: 'patients',
        showArchived: 'true',
      },
    });
    expect(shown.members.map((member) => member.archived)).toEqual([true]);
  });

  it('rejects a wrong national number with its per-field error', async () => {
    const failure: unknown = await admin.client.members
      .createMember({
        params: { teamId },
        body: { fullName: 'Jan Kowalski', identifierType: 'PESEL', identifier: '1' },
      })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).status).toBe(400);
    expect((failure as ApiRequestError).validationErrors.map((error) => error.property)).toEqual([
      'identifier',
    ]);
  });

  it('answers a member fetch without a member id with null, asking nothing', async () => {
    expect(
      await admin.client.members.getMember({ params: { teamId, memberId: undefined } }),
    ).toBeNull();
  });

  it('invites, lists and revokes through the invitation calls', async () => {
    const { invitations } = admin.client;
    const invitation = await invitations.createInvitation({
      params: { teamId },
      body: {
        role: 'nurse',
        email: 'nurse.client@example.test',
      },
    });
    expect(
      (await invitations.listTeamInvitations({ params: { teamId } })).map((item) => item._id),
    ).toContain(invitation._id);
    await invitations.revokeInvitation({ params: { teamId, invitationId: invitation._id } });
    expect(
      (await invitations.listTeamInvitations({ params: { teamId } })).map((item) => item._id),
    ).not.toContain(invitation._id);
  });

  it('reads the clinic settings and submits an issue report', async () => {
    const specs = await admin.client.teamSettings.getTeamSpecs();
    expect(specs).toBeTruthy();
    const settings = await admin.client.teamSettings.listNotificationSettings({
      params: { teamId },
    });
    expect(settings.map((member) => member.name)).toHaveLength(1);
    const report = await admin.client.issueReports.submitIssueReport({
      body: {
        category: 'other',
        description: 'The list did not refresh',
        teamId,
      },
    });
    expect(report.message).toBe('report submitted');
  });
});
