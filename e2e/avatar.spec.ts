import { expect, test } from './support/test';
import { demoNurse } from './support/demo';
import { signIn } from './support/signIn';

/** A 1×1 PNG: the server checks the file's signature against its declared type. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('the profile picture is chosen with the design system button and uploaded', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await signIn(page, demoNurse);
  await expect(page).toHaveURL('/');
  await page.goto('/settings');

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a picture' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });

  await expect(page.getByText('Profile picture updated').first()).toBeVisible();
  await expect(page.locator('main img').first()).toHaveAttribute('src', /.+/);
});
