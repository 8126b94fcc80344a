import { expect, test } from './support/test';

const SAMPLE = 'Zażółć gęślą jaźń Καλημέρα';

// The design system ships its typeface; both apps must serve its files from the real server.
for (const [app, path] of [
  ['clinic portal', '/sign-in'],
  ['patient signup', '/register-rehabilitation'],
] as const) {
  test(`the ${app} renders Polish and Greek text in the shipped Noto Sans`, async ({ page }) => {
    // The font files, as the browser receives them from the server.
    const fontFiles: string[] = [];
    page.on('requestfinished', (request) => {
      void request.response().then((response) => {
        if (response?.ok() && request.url().endsWith('.woff2')) fontFiles.push(request.url());
      });
    });

    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();

    // Polled: right after `load` resolved, `check` read false about once in fifteen runs while the
    // page was still starting (seen in CI and here, with the faces loaded a moment later).
    await expect
      .poll(() =>
        page.evaluate(async (sample) => {
          await document.fonts.load('16px "Noto Sans Variable"', sample);
          return document.fonts.check('16px "Noto Sans Variable"', sample);
        }, SAMPLE),
      )
      .toBe(true);
    await expect
      .poll(() => fontFiles.some((url) => url.includes('noto-sans-latin-ext')))
      .toBe(true);
    await expect
      .poll(() => fontFiles.some((url) => url.includes('noto-sans-greek-wght')))
      .toBe(true);
  });
}
