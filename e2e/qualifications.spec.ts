import { expect, test } from './support/test';
import { bearer, demoSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { demoDoctor } from './support/demo';
import { openSignedIn } from './support/review';

/*
 * Qualifications against the real server (issue 23): a physician starts one for a demo patient
 * from the list, walks it start → qualifying → testing → qualified → final qualification
 * completed with the buttons the graph offers, and a transition the server refuses (a colleague
 * moved the qualification meanwhile) shows the spec's message.
 */
const STATE_CHANGE_FAILED = 'Error occurred while changing the qualification state.';

test.describe('qualifications', () => {
  test('go start → qualifying → testing → qualified → final completed', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { teamId } = await demoSession(request, demoDoctor);
    await openSignedIn(page, `/clinic/${teamId}/qualifications`);
    await expect(page.getByRole('heading', { level: 1, name: 'Qualifications' })).toBeVisible();
    await page.getByRole('button', { name: 'Start a qualification' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a qualification' });
    await dialog.getByRole('combobox', { name: /Patient/ }).fill('Tomasz');
    await page.getByRole('option', { name: /Tomasz Kowalczyk/ }).click();
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page).toHaveURL(/\/qualifications\/[0-9a-f-]{36}$/);
    const transitions = page.getByRole('group', { name: 'Change the state' });
    await expect(transitions.getByRole('button')).toHaveText(['Qualify', 'Reject']);
    await expectNoAxeViolations(page, 'qualification form');

    await transitions.getByRole('button', { name: 'Qualify' }).click();
    await expect(page.getByText('Qualifying', { exact: true })).toBeVisible();
    await transitions.getByRole('button', { name: 'Start the tests' }).click();
    await expect(page.getByText('Testing', { exact: true })).toBeVisible();
    await transitions.getByRole('button', { name: 'Finish the qualification' }).click();
    await expect(page.getByText('Final qualification open')).toBeVisible();
    await transitions.getByRole('button', { name: 'Complete the final qualification' }).click();
    await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(page.getByText('Final qualification completed')).toBeVisible();
    await expect(transitions.getByRole('button')).toHaveCount(0);

    await page.goto(`/clinic/${teamId}/qualifications`);
    await page.getByRole('button', { name: /State/ }).click();
    await page.getByRole('option', { name: 'Accepted' }).click();
    await expect(page.getByRole('row', { name: /Tomasz Kowalczyk/ }).first()).toBeVisible();
  });

  test('shows the spec’s message when the server refuses a transition', async ({
    page,
    request,
  }) => {
    const session = await demoSession(request, demoDoctor);
    const base = `/api/teams/${session.teamId}/qualifications`;
    const { data } = (await (
      await request.get(`${base}?state=accepted&limit=1`, { headers: bearer(session.token) })
    ).json()) as { data: { memberId: string }[] };
    const memberId = data[0]?.memberId ?? '';
    const created = (await (
      await request.post(base, { headers: bearer(session.token), data: { memberId } })
    ).json()) as { _id: string };

    await openSignedIn(page, `/clinic/${session.teamId}/qualifications/${created._id}`);
    const transitions = page.getByRole('group', { name: 'Change the state' });
    await expect(transitions.getByRole('button', { name: 'Reject' })).toBeVisible();
    // A colleague rejects it first: from rejected, Reject is illegal.
    const rejected = await request.post(`${base}/${created._id}/transitions`, {
      headers: bearer(session.token),
      data: { transition: 'reject' },
    });
    expect(rejected.status()).toBe(200);
    await transitions.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText(STATE_CHANGE_FAILED)).toBeVisible();
    const again = await request.post(`${base}/${created._id}/transitions`, {
      headers: bearer(session.token),
      data: { transition: 'reject' },
    });
    expect(again.status()).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe(STATE_CHANGE_FAILED);
  });
});
