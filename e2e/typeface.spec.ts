import { expect, test } from '@playwright/test';

const SAMPLE = 'Zażółć gęślą jaźń Καλημέρα';

// The design system ships its typeface; both apps must serve its files from the real server.
for (const [app, path] of [
  ['clinic portal', '/sign-in'],
  ['patient signup', '/register-rehabilitation'],
] as const) {
  test(`the ${app} renders Polish and Greek text in the shipped Noto Sans`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('body')).not.toBeEmpty();

    const { loaded, fontFiles } = await page.evaluate(async (sample) => {
      await document.fonts.load('16px "Noto Sans Variable"', sample);
      return {
        loaded: document.fonts.check('16px "Noto Sans Variable"', sample),
        fontFiles: performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.endsWith('.woff2')),
      };
    }, SAMPLE);

    expect(loaded).toBe(true);
    expect(fontFiles.some((url) => url.includes('noto-sans-latin-ext'))).toBe(true);
    expect(fontFiles.some((url) => url.includes('noto-sans-greek-wght'))).toBe(true);
  });
}
