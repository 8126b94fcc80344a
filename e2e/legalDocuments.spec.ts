import { expect, test } from './support/test';

/*
 * The legal documents are written in all six interface languages: a reader is linked to their
 * own language's text, and a path in a language the product does not speak reads the English
 * text with a notice saying so.
 */
test.describe('in German', () => {
  test.use({ locale: 'de-DE' });

  test('registration links the German documents, which read in German', async ({ page }) => {
    await page.goto('/register');
    const terms = page.locator('a[href="/de/service-terms"]');
    await expect(terms).toBeVisible();
    // The privacy policy twice: in its consent and in the cookie banner.
    await expect(page.locator('a[href="/de/privacy-policy"]')).toHaveCount(2);
    await expect(page.locator('a[href="/de/data-processing"]')).toBeVisible();

    await page.goto('/de/service-terms');
    const document = page.locator('article[lang="de"]');
    await expect(document.getByRole('heading', { level: 1 })).toContainText('Nutzungsbedingungen');
    await expect(document).toContainText('Notruf');
    await expect(page.getByText('in Ihrer Sprache nicht verfügbar', { exact: false })).toHaveCount(
      0,
    );
  });
});

test('a path in a language the product does not speak reads English, with a notice', async ({
  page,
}) => {
  await page.goto('/fr/privacy-policy');
  await expect(page.locator('article[lang="en"]')).toBeVisible();
  await expect(
    page.getByText(
      'This document is not available in your language; the English version is shown.',
    ),
  ).toBeVisible();
});
