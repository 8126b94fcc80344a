import { expect, test } from './support/test';
import { linkFromOutbox } from './support/outbox';
import { demoNurse } from './support/demo';
import { signIn } from './support/signIn';

test('a person registers, confirms from the mail, signs in, switches to Polish, changes units and logs out', async ({
  page,
  request,
}) => {
  const email = `e2e-${Date.now()}-${test.info().workerIndex}@example.test`;
  const password = 'Secret-pass-2026';

  await page.goto('/register');
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden();
  await page.getByLabel('Full name').fill('Joanna Zielińska');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password').fill(password);
  // The agreements by keyboard: the box is drawn over the (visually hidden) native input.
  for (const agreement of [/Terms of Service/, /Privacy Policy/]) {
    const checkbox = page.getByRole('checkbox', { name: agreement });
    await checkbox.focus();
    await page.keyboard.press('Space');
    await expect(checkbox).toBeChecked();
  }
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your mailbox' })).toBeVisible();

  const confirmation = await linkFromOutbox(request, email, '/confirm/account');
  await page.goto(`${confirmation.pathname}${confirmation.search}`);
  await expect(page.getByRole('heading', { name: 'Account confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();

  await signIn(page, { email, password });
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();

  // The name given at registration names the account; the settings change it.
  await page.getByRole('button', { name: 'JZ, account menu for Joanna Zielińska' }).click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL('/settings');
  const fullName = page.getByRole('textbox', { name: 'Full name' });
  await expect(fullName).toHaveValue('Joanna Zielińska');
  await fullName.fill('Dr Joanna Zielińska-Nowak');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name saved').first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: /account menu for Dr Joanna Zielińska-Nowak/ }),
  ).toBeVisible();

  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('option', { name: 'Polski' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ustawienia' })).toBeVisible();
  await expect(page).toHaveTitle('Ustawienia · Telemed');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

  await page.getByText('Stopnie Fahrenheita (°F)').click();
  await expect(page.getByRole('radio', { name: 'Stopnie Fahrenheita (°F)' })).toBeChecked();
  await page.getByText('Imperialne (funty, stopy)').click();
  await expect(page.getByRole('radio', { name: 'Imperialne (funty, stopy)' })).toBeChecked();
  await expect(page.getByText('Ustawienia zapisane').first()).toBeVisible();

  // The choices were saved: a fresh load reads them back from the server.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Ustawienia' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Stopnie Fahrenheita (°F)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Imperialne (funty, stopy)' })).toBeChecked();

  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const signedIn = await request.get('/api/users/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(signedIn.status()).toBe(200);

  await page.getByRole('button', { name: /menu konta użytkownika/ }).click();
  await page.getByRole('menuitem', { name: 'Wyloguj się' }).click();
  await expect(page).toHaveURL('/sign-in');
  // Signed out, the language comes from the browser again (en-GB here).
  await expect(page.getByRole('heading', { name: 'Sign in to Telemed' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  // Logging out ended the session on the server: whoever copied the token holds nothing.
  const afterLogout = await request.get('/api/users/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(afterLogout.status()).toBe(401);
});

test('changing the email address to the one the account has is refused beside the field', async ({
  page,
}) => {
  await page.goto('/settings');
  await signIn(page, demoNurse);
  const email = page.getByRole('textbox', { name: 'New email address' });
  await email.fill(demoNurse.email.toUpperCase());
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(
    page.getByText('The value entered cannot be the same as the previous one'),
  ).toBeVisible();
});
