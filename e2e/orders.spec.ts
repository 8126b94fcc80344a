import { expect, test } from './support/test';
import { mailFromOutbox } from './support/outbox';
import { apiToken, confirmedAccount, createClinic } from './support/api';
import { demoAdministrator } from './support/demo';
import { signIn } from './support/signIn';

/*
 * A clinic's administrator orders the clinic's activation with a valid NIP and a drawn signature;
 * a site administrator sets the fee and activates it, and the clinic's administrator reads the
 * activated order and gets the mail. The clinic is made for this spec.
 */

test('a clinic administrator orders the activation and a site administrator activates it', async ({
  browser,
  request,
}) => {
  const owner = await confirmedAccount(request, 'owner');
  const { teamId, name } = await createClinic(request, await apiToken(request, owner));

  const ownerPage = await (await browser.newContext()).newPage();
  await ownerPage.goto(`/clinic/${teamId}/settings`);
  await signIn(ownerPage, owner);
  await expect(ownerPage.getByText('The clinic has not ordered its activation yet.')).toBeVisible();
  await ownerPage.getByRole('link', { name: 'Order the activation' }).click();

  const form = ownerPage.getByRole('form', { name: 'Clinic order' });
  await form.getByRole('textbox', { name: 'Business name' }).fill('Kardio Sp. z o.o.');
  await form.getByRole('textbox', { name: 'NIP' }).fill('526-000-12-47');
  await form.getByRole('textbox', { name: 'Street and number' }).fill('ul. Długa 5');
  await form.getByRole('textbox', { name: 'City' }).fill('Kraków');
  await form.getByRole('textbox', { name: 'Postal code' }).fill('31-510');
  await form.getByRole('textbox', { name: 'Number of devices' }).fill('4');
  await form.getByText('12 months').click();
  for (const agreement of [
    'subscription services agreement',
    'data processing agreement',
    'privacy policy',
    'terms of service',
  ])
    await form.getByText(`I accept the ${agreement}`).click();
  await form.getByRole('textbox', { name: 'Name of the signer' }).fill('Anna Nowak');
  const pad = form.getByRole('img', { name: 'Signature' });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await ownerPage.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await ownerPage.mouse.down();
  await ownerPage.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.2, { steps: 5 });
  await ownerPage.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.7, { steps: 5 });
  await ownerPage.mouse.up();
  await expect(form.getByRole('button', { name: 'Clear the signature' })).toBeEnabled();

  // A wrong check digit is refused beside its field, before anything is sent.
  await form.getByRole('button', { name: 'Submit the order' }).click();
  await expect(form.getByText('Enter 10-digit NIP')).toBeVisible();
  await form.getByRole('textbox', { name: 'NIP' }).fill('526-000-12-46');
  await form.getByRole('button', { name: 'Submit the order' }).click();
  await expect(ownerPage.getByText('Order created')).toBeVisible();
  await expect(ownerPage).toHaveURL(new RegExp(`/clinic/${teamId}/orders/[0-9a-f-]{36}$`));
  const summary = ownerPage.getByRole('region', { name: 'Order details' });
  await expect(summary).toContainText('Submitted');
  await expect(summary.getByRole('img', { name: 'Signature of Anna Nowak' })).toBeVisible();
  const orderUrl = ownerPage.url();

  const adminPage = await (await browser.newContext()).newPage();
  await adminPage.goto('/admin/orders');
  await signIn(adminPage, demoAdministrator);
  const row = adminPage.getByRole('grid', { name: 'Clinic orders' }).getByRole('row').filter({
    hasText: name,
  });
  await expect(row.getByRole('button', { name: `Activate ${name}` })).toBeDisabled();
  await row.getByRole('button', { name: `Set the fee of ${name}` }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Fee of the order of ${name}` });
  await dialog.getByRole('textbox', { name: 'Subscription fee' }).fill('499');
  await dialog.getByRole('button', { name: 'Save the fee' }).click();
  await expect(adminPage.getByText(`Fee of ${name} saved`)).toBeVisible();
  await expect(row).toContainText('Fee set');
  await row.getByRole('button', { name: `Activate ${name}` }).click();
  await expect(adminPage.getByText(`${name} is activated`)).toBeVisible();
  await expect(row).toContainText('Activated');

  await ownerPage.goto(orderUrl);
  await expect(summary).toContainText('Activated');
  await expect(summary).toContainText('499.00');
  const mail = await mailFromOutbox(request, owner.email, `${name} is activated`);
  expect(mail.text).toContain(new URL(orderUrl).pathname);
});
