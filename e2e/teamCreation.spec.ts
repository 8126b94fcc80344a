import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { confirmedAccount } from './support/api';
import { signIn } from './support/signIn';

test('a user of no clinic creates one, becomes its administrator and sees its areas', async ({
  page,
  request,
}) => {
  const founder = await confirmedAccount(request, 'founder');
  await page.goto('/');
  await signIn(page, founder);
  const form = page.getByRole('region', { name: 'Create your clinic' });
  await expect(form.getByText('You are not a member of any clinic yet.')).toBeVisible();

  // Name and country are both required, and the name needs 4 to 60 characters.
  await form.getByRole('button', { name: 'Create clinic' }).click();
  await expect(form.getByText('Field is required')).toHaveCount(2);
  await form.getByRole('textbox', { name: 'Clinic name' }).fill('Abc');
  await form.getByRole('button', { name: 'Create clinic' }).click();
  await expect(form.getByText('min length 4')).toBeVisible();

  const name = `Founded ${randomUUID().slice(0, 6)}`;
  await form.getByRole('textbox', { name: 'Clinic name' }).fill(name);
  await form.getByRole('button', { name: /Country/ }).click();
  await page.getByRole('option', { name: 'Germany' }).click();
  await form.getByRole('button', { name: 'Create clinic' }).click();
  await expect(page.getByText(`Clinic ${name} created`)).toBeVisible();

  // The new clinic is active, with the areas a new clinic starts with.
  await expect(
    page.getByRole('button', { name: /Clinic/ }).filter({ hasText: name }),
  ).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(navigation.getByRole('link', { name: 'Examinations', exact: true })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Annotations' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'COVID dashboard' })).toHaveCount(0);
  await navigation.getByRole('link', { name: 'Clinic settings' }).click();
  await expect(page.getByText('Country: Germany')).toBeVisible();
  // A German clinic gives an EU VAT number or a national business id, never a NIP.
  await page.getByRole('button', { name: /Business id type/ }).click();
  await expect(page.getByRole('option')).toHaveText([
    'EU VAT number',
    'Business registration number',
  ]);
});
