import { expect, test } from './support/test';
import { bearer, demoSession } from './support/api';
import { demoAdministrator, demoDoctor } from './support/demo';
import { signIn } from './support/signIn';

test('a doctor reports an issue from an examination page, and site administrators see it', async ({
  browser,
  page,
  request,
}) => {
  const { token, teamId } = await demoSession(request, demoDoctor);
  const list = (await (
    await request.post(`/api/teams/${teamId}/examinations/list`, {
      headers: bearer(token),
      data: { size: 1 },
    })
  ).json()) as { data: { _id: string }[] };
  const examinationId = list.data[0]?._id;
  if (!examinationId) throw new Error('the demo clinic has no examinations');

  await page.goto(`/clinic/${teamId}/examinations/${examinationId}`);
  await signIn(page, demoDoctor);
  await page.getByRole('button', { name: /account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Report an issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report an issue' });
  await expect(
    dialog.getByText('The report names Telemed Demo Clinic and the examination on screen.'),
  ).toBeVisible();

  // Both fields are required before anything is sent.
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText('Field is required')).toHaveCount(2);

  await dialog.getByRole('button', { name: /What happened\?/ }).click();
  await page.getByRole('option', { name: 'Signal recording problems' }).click();
  const description = `Lead II flat for an hour ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Report submitted')).toBeVisible();
  await expect(dialog).toBeHidden();

  // A site administrator finds it under Issue reports, by its category.
  const admin = await browser.newPage();
  await admin.goto('/admin/issue-reports');
  await signIn(admin, demoAdministrator);
  await admin
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Issue reports' })
    .waitFor();
  await admin.getByRole('button', { name: /Category$/ }).click();
  await admin.getByRole('option', { name: 'Signal recording problems' }).click();
  const row = admin
    .getByRole('grid', { name: 'Issue reports' })
    .getByRole('row')
    .filter({ hasText: description });
  await expect(row).toContainText('Signal recording problems');
  await expect(row).toContainText(demoDoctor.email);
  await expect(row).toContainText('Telemed Demo Clinic');
  await expect(row).toContainText(`Examination ${examinationId}`);
  // Another category does not list it.
  await admin.getByRole('button', { name: /Category$/ }).click();
  await admin.getByRole('option', { name: 'Mechanical damage' }).click();
  await expect(row).toHaveCount(0);
  await admin.close();

  // Members without the site role are refused the list.
  const refused = await request.get('/api/admin/issue-reports', { headers: bearer(token) });
  expect(refused.status()).toBe(403);
});
