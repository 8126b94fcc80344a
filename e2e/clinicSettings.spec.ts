import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { apiToken, bearer, confirmedAccount, createClinic, demoSession } from './support/api';
import { demoAdministrator, demoNurse } from './support/demo';
import { signIn } from './support/signIn';

/*
 * The clinic settings page. The administrator works on a clinic made for this spec, so saving
 * details or deleting it touches no other spec; the demo nurse reads the demo clinic's.
 */

/** A valid Polish NIP (weights 6 5 7 2 3 4 5 6 7, check digit 8). */
const NIP = '1234563218';

/** A 1×1 PNG: the signature and chunks the server checks before storing a logo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function openSettings(
  page: Page,
  teamId: string,
  account: { email: string; password: string },
  hash = '',
) {
  await page.goto(`/clinic/${teamId}/settings${hash}`);
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Clinic settings', level: 1 })).toBeVisible();
  const cookies = page.getByRole('button', { name: 'Accept' });
  if (await cookies.isVisible()) await cookies.click();
}

test('an administrator saves the clinic details, logo and notification settings', async ({
  page,
  request,
}) => {
  const admin = await confirmedAccount(request, 'settings');
  const token = await apiToken(request, admin);
  const { teamId, name } = await createClinic(request, token);
  await openSettings(page, teamId, admin);

  const details = page.getByRole('region', { name: 'Clinic details' });
  await expect(details.getByText('Country: Poland')).toBeVisible();
  await expect(details.getByRole('textbox', { name: 'Clinic name' })).toHaveValue(name);
  await details.getByRole('textbox', { name: 'Address' }).fill('ul. Długa 5');
  await details.getByRole('textbox', { name: 'City' }).fill('Kraków');
  await details.getByRole('textbox', { name: 'Postal code' }).fill('31510');
  await details.getByRole('textbox', { name: 'Email' }).fill('office@clinic.example');
  await details.getByRole('textbox', { name: 'NIP' }).fill('123');
  await details.getByRole('button', { name: 'Save details' }).click();
  // The country's rules, checked before anything is sent.
  await expect(details.getByText('Incorrect postal code')).toBeVisible();
  await expect(details.getByText('Enter 10-digit NIP')).toBeVisible();

  await details.getByRole('textbox', { name: 'Postal code' }).fill('31-510');
  await details.getByRole('textbox', { name: 'NIP' }).fill(NIP);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Clinic details saved')).toBeVisible();
  const teams = (await (await request.get('/api/teams', { headers: bearer(token) })).json()) as {
    _id: string;
    details: Record<string, string> | null;
  }[];
  expect(teams.find((team) => team._id === teamId)?.details).toMatchObject({
    address: 'ul. Długa 5',
    city: 'Kraków',
    zipcode: '31-510',
    businessIdName: 'NIP',
    businessId: NIP,
  });

  // The logo goes to its signed upload URL and shows at once.
  const logo = page.getByRole('region', { name: 'Logo' });
  await expect(logo.getByText('No logo yet')).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await logo.getByRole('button', { name: 'Choose a logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(logo.getByRole('img', { name: `Logo of ${name}` })).toBeVisible();
  // Saving the details again keeps the logo.
  await details.getByRole('textbox', { name: 'City' }).fill('Kraków-Podgórze');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('textbox', { name: 'City' })).toHaveValue('Kraków-Podgórze');
  await expect(logo.getByRole('img', { name: `Logo of ${name}` })).toBeVisible();

  // One choice per examination state, saved at once.
  const notifications = page.getByRole('region', { name: 'Notification settings' });
  const finished = notifications.getByRole('radiogroup', { name: 'Finished' });
  await expect(finished.getByRole('radio', { name: 'None' })).toBeChecked();
  await finished.getByText('Email').click();
  await expect(page.getByText('Notification settings saved')).toBeVisible();
  const settings = (await (
    await request.get(`/api/teams/${teamId}/notification-settings`, { headers: bearer(token) })
  ).json()) as { modes: Record<string, string> }[];
  expect(settings[0]?.modes.FINISHED).toBe('email');

  // SMS needs a phone number: the page says so and leads to where it is set.
  await notifications.getByRole('radiogroup', { name: 'Failed' }).getByText('SMS').click();
  const noPhone = notifications.getByText(/has no phone number/);
  await expect(noPhone).toBeVisible();
  await notifications.getByRole('link', { name: 'Add a phone number' }).click();
  // The clinic details have a Phone too: wait for the employee page before typing.
  await expect(page.getByRole('heading', { name: 'Employee', level: 1 })).toBeVisible();
  const phone = page.getByRole('textbox', { name: 'Phone' });
  await phone.fill('600');
  await page.getByRole('button', { name: 'Save phone number' }).click();
  await expect(page.getByText('Phone must be a valid phone number')).toBeVisible();
  await phone.fill('+48 600 200 300');
  await page.getByRole('button', { name: 'Save phone number' }).click();
  await expect(page.getByText('Phone number saved')).toBeVisible();
  await page.goBack();
  await expect(notifications.getByRole('radiogroup', { name: 'Failed' })).toBeVisible();
  await expect(noPhone).toHaveCount(0);
});

test("an administrator chooses the preset of the COVID intake's after-rest limits", async ({
  page,
  request,
}) => {
  const admin = await confirmedAccount(request, 'covidlimits');
  const token = await apiToken(request, admin);
  const { teamId } = await createClinic(request, token);
  // The section comes with the COVID examination type, which a site administrator switches on.
  const siteAdmin = await apiToken(request, demoAdministrator);
  const switched = await request.put(`/api/admin/teams/${teamId}/feature-visibilities`, {
    headers: bearer(siteAdmin),
    data: { names: ['examinations', 'examinationTypeCovid'] },
  });
  expect(switched.ok()).toBe(true);
  await openSettings(page, teamId, admin, '/covid-intake');

  const section = page.getByRole('region', { name: 'COVID intake limits' });
  const presets = section.getByRole('radiogroup', { name: 'Preset of limits' });
  await expect(presets.getByRole('radio', { name: /^Intake form/ })).toBeChecked();
  // Each preset says its values, from the limits themselves.
  await expect(presets).toContainText('SpO2 after rest at least 86%');
  await expect(presets).toContainText('respiration rate 5–30 per minute');
  await presets.getByText('Message catalogue').click();
  await expect(page.getByText('COVID intake limits saved')).toBeVisible();
  const saved = await request.get(`/api/teams/${teamId}/covid-intake-settings`, {
    headers: bearer(token),
  });
  expect(await saved.json()).toEqual({ vitalLimits: 'message_catalogue@1' });
  await page.reload();
  await expect(presets.getByRole('radio', { name: /^Message catalogue/ })).toBeChecked();
});

test('an administrator deletes a clinic after typing its name and their password', async ({
  page,
  request,
}) => {
  const admin = await confirmedAccount(request, 'deleter');
  const token = await apiToken(request, admin);
  const { teamId, name } = await createClinic(request, token);
  await openSettings(page, teamId, admin, '/danger-zone');

  const zone = page.getByRole('region', { name: 'Danger zone' });
  await zone.getByRole('button', { name: 'Delete clinic' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Delete ${name}?` });
  // The warning of clinical-domain §4: irreversible, and access to patient data ends.
  await expect(dialog.getByRole('alert')).toContainText('This cannot be undone.');
  await expect(dialog.getByRole('alert')).toContainText('patient data');
  const confirm = dialog.getByRole('button', { name: 'Delete for ever' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: `Type ${name} to confirm` }).fill(name);
  const password = dialog.getByLabel('Your password');
  await password.fill('Not-my-password-1');
  await confirm.click();
  await expect(dialog.getByText('Wrong current password')).toBeVisible();
  await password.fill(admin.password);
  await confirm.click();

  await expect(page.getByText('Clinic deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const gone = await request.get(`/api/teams/${teamId}/notification-settings`, {
    headers: bearer(token),
  });
  expect(gone.status()).toBe(403);
});

test('a nurse reads the details, sets only her own notifications, and cannot delete', async ({
  page,
  request,
}) => {
  const { token, teamId } = await demoSession(request, demoNurse);
  await openSettings(page, teamId, demoNurse);

  const details = page.getByRole('region', { name: 'Clinic details' });
  // A list to read, not a form.
  await expect(details.getByRole('definition').first()).toHaveText('Telemed Demo Clinic');
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await expect(details.getByRole('button', { name: 'Save details' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose a logo' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Danger zone' })).toHaveCount(0);

  // Only her own settings: no choice of employee.
  const notifications = page.getByRole('region', { name: 'Notification settings' });
  await expect(notifications.getByRole('radiogroup', { name: 'Failed' })).toBeVisible();
  await expect(notifications.getByRole('button', { name: /Employee/ })).toHaveCount(0);
  const refused = await request.delete(`/api/teams/${teamId}`, {
    headers: bearer(token),
    data: { password: demoNurse.password },
  });
  expect(refused.status()).toBe(403);
});
