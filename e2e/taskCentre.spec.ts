import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { bearer, demoSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { demoDoctor } from './support/demo';
import { createExamination, openSignedIn, signalsLoaded } from './support/review';

/*
 * The top bar's task centre: a task asked for elsewhere (a colleague's browser, the API) appears
 * in the open centre as it is asked for and follows its progress to its end over the live socket,
 * without a reload, naming its patient; the file it made is downloaded from there, and its
 * examination opened.
 */
test('the task centre shows a clinic’s task live, downloads its file and opens its examination', async ({
  page,
  request,
}) => {
  const session = await demoSession(request, demoDoctor);
  const examinationId = await createExamination(request, session, 'holter_ecg', 1);
  await openSignedIn(page, `/clinic/${session.teamId}/examinations`);

  await page.getByRole('button', { name: /^Tasks/ }).click();
  const centre = page.getByRole('dialog', { name: 'Tasks' });
  await expect(centre).toBeVisible();

  const asked = await request.post('/api/edf/tasks', {
    headers: bearer(session.token),
    data: { teamId: session.teamId, examinationId, task: 'EDF' },
  });
  expect(asked.status()).toBe(201);
  const { id } = (await asked.json()) as { id: string };
  const item = centre.locator(`[data-task-id="${id}"]`);
  await expect(item.getByText('EDF+ export')).toBeVisible();
  // The row names the examination's patient, as the clinic's records write the name.
  const { memberId } = (await (
    await request.get(`/api/teams/${session.teamId}/examinations/${examinationId}`, {
      headers: bearer(session.token),
    })
  ).json()) as { memberId: string };
  const patient = (await (
    await request.get(`/api/teams/${session.teamId}/members/${memberId}`, {
      headers: bearer(session.token),
    })
  ).json()) as { user: { personalDetails: { fullName: string } } };
  await expect(item.getByText(`Patient: ${patient.user.personalDetails.fullName}`)).toBeVisible();
  await expect(item.getByRole('status')).toHaveText('Done.', { timeout: 30_000 });
  await expectNoAxeViolations(page, 'the task centre');

  const downloading = page.waitForEvent('download');
  await item.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.edf$/);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(192, 197).toString('latin1')).toBe('EDF+C');

  await item.getByRole('link', { name: 'Open the examination' }).click();
  await expect(centre).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/examinations/${examinationId}$`));
  await signalsLoaded(page);
});
