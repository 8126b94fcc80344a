import { expect, test } from './support/test';
import { apiToken, confirmedAccount, createClinic } from './support/api';
import { demoAdministrator } from './support/demo';
import { signIn } from './support/signIn';

/*
 * A site administrator switches a clinic's areas on /admin/features, and its staff's navigation
 * and examinations screen follow. The clinic is made for this spec.
 */

test('a site administrator switches a clinic’s areas and its staff see them', async ({
  browser,
  request,
}) => {
  const owner = await confirmedAccount(request, 'owner');
  const { teamId, name } = await createClinic(request, await apiToken(request, owner));

  // A new clinic starts with the examination workflow only.
  const ownerPage = await (await browser.newContext()).newPage();
  await ownerPage.goto(`/clinic/${teamId}/examinations`);
  await signIn(ownerPage, owner);
  const navigation = ownerPage.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Examinations', exact: true })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Programs' })).toHaveCount(0);
  await expect(ownerPage.getByRole('tab', { name: 'Board' })).toBeVisible();
  // An area left out is closed at its address too.
  await ownerPage.goto(`/clinic/${teamId}/programs`);
  await expect(
    ownerPage.getByRole('heading', { name: 'This area is not switched on for this clinic' }),
  ).toBeVisible();
  await ownerPage.goto(`/clinic/${teamId}/examinations`);

  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto('/admin/features');
  await signIn(adminPage, demoAdministrator);
  await adminPage.getByRole('searchbox', { name: 'Search clinics' }).fill(name);
  const clinics = adminPage.getByRole('grid', { name: 'Clinics' });
  const row = clinics.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Examinations list, Examinations board, Annotations, EDF import');
  await row.getByRole('button', { name: `Edit areas of ${name}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Areas of ${name}` });
  await dialog.getByText('Rehabilitation programs').click();
  await dialog.getByText('Examinations board').click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage.getByText(`Areas of ${name} saved`)).toBeVisible();
  await expect(row).toContainText(
    'Examinations list, Annotations, Rehabilitation programs, EDF import',
  );

  await ownerPage.reload();
  await expect(navigation.getByRole('link', { name: 'Programs' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Libraries' })).toBeVisible();
  await navigation.getByRole('link', { name: 'Programs' }).click();
  await expect(ownerPage.getByRole('heading', { name: 'Programs', level: 1 })).toBeVisible();
  await ownerPage.goBack();
  await expect(ownerPage.getByRole('tab', { name: 'List' })).toBeVisible();
  await expect(ownerPage.getByRole('tab', { name: 'Board' })).toHaveCount(0);
});
