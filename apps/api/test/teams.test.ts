import { describe, expect, it } from 'vitest';
import { bearer, signUp } from './helpers/testApp';
import { setUpTestApp } from './helpers/setUpTestApp';

const testApp = setUpTestApp();

function createTeam(token: string, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/teams',
    headers: bearer(token),
    payload: payload as object,
  });
}

function listTeams(token: string) {
  return testApp.app.inject({ method: 'GET', url: '/api/teams', headers: bearer(token) });
}

describe('teams', () => {
  it('creates a clinic with its creator as administrator and lists it', async () => {
    const account = await signUp(testApp);
    expect((await listTeams(account.token)).json()).toEqual([]);

    const created = await createTeam(account.token, {
      name: '  Kardio Kraków  ',
      countryContext: 'PL',
    });
    expect(created.statusCode).toBe(201);
    const team = created.json();
    expect(team).toEqual({
      _id: expect.any(String),
      name: 'Kardio Kraków',
      countryContext: 'PL',
      details: null,
      role: 'administrator',
      memberId: expect.any(String),
    });
    await createTeam(account.token, { name: 'Sleep Lab Athens', countryContext: 'GR' });

    const teams = (await listTeams(account.token)).json();
    expect(teams.map((listed: { name: string }) => listed.name)).toEqual([
      'Kardio Kraków',
      'Sleep Lab Athens',
    ]);

    const member = await testApp.app.inject({
      method: 'GET',
      url: `/api/teams/${team._id}/member/me`,
      headers: bearer(account.token),
    });
    expect(member.statusCode).toBe(200);
    expect(member.json()).toMatchObject({
      _id: team.memberId,
      role: 'administrator',
      user: { _id: account.userId, email: account.email },
      acceptedInvitation: true,
    });
  });

  it('checks the name length (4-60 after trimming) and the country', async () => {
    const account = await signUp(testApp);
    const short = await createTeam(account.token, { name: ' abc ', countryContext: 'US' });
    expect(short.statusCode).toBe(400);
    expect(short.json().validationErrors).toEqual([
      { property: 'name', constraints: { tooShort: 'Field too short' } },
      { property: 'countryContext', constraints: { invalidValue: 'Invalid format' } },
    ]);
    const long = await createTeam(account.token, { name: 'x'.repeat(61), countryContext: 'DE' });
    expect(long.json().validationErrors).toEqual([
      { property: 'name', constraints: { tooLong: 'Field too long' } },
    ]);
    const missing = await createTeam(account.token, {});
    expect(missing.json().validationErrors).toEqual([
      { property: 'name', constraints: { isRequired: 'Field is required' } },
      { property: 'countryContext', constraints: { isRequired: 'Field is required' } },
    ]);
  });

  it('keeps other clinics out of reach', async () => {
    const owner = await signUp(testApp);
    const outsider = await signUp(testApp);
    const team = (
      await createTeam(owner.token, { name: 'Private Clinic', countryContext: 'FR' })
    ).json();

    expect((await listTeams(outsider.token)).json()).toEqual([]);
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/teams/${team._id}/member/me`,
      headers: bearer(outsider.token),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      code: 'FORBIDDEN',
      message: 'You are not authorized to view this page',
    });
    const unknownTeam = await testApp.app.inject({
      method: 'GET',
      url: '/api/teams/0b7e9a52-8f0c-4f39-b0a7-5b8f1c2d3e4f/member/me',
      headers: bearer(outsider.token),
    });
    expect(unknownTeam.statusCode).toBe(403);
  });

  it('requires a signed-in user', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/teams' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_EXPIRED_OR_INVALID');
  });
});
