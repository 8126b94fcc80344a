import { expect, test } from './support/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { bearer, demoSession } from './support/api';
import { demoDoctor, demoNurse } from './support/demo';
import { createExamination, signalsLoaded } from './support/review';
import { signIn } from './support/signIn';

/*
 * The viewer's scale on a real page: paper speed and amplitude measured in CSS pixels of the
 * drawing (96 CSS px per inch, so 1 mm is 3.78 px), and a user's Fahrenheit preference in the
 * values it reads. Each test reviews an examination it creates.
 */
test.use({ timezoneId: 'UTC', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 });

const PX_PER_MM = 96 / 25.4;

/**
 * Opens an examination it creates, signed in as `account`, once its signals are drawn. A demo
 * examination's synthetic recording and analysis are made on its first open, which on a busy
 * machine takes longer than `signalsLoaded` waits.
 */
async function openCreated(
  page: Page,
  request: APIRequestContext,
  account: typeof demoDoctor,
  type: 'holter_ecg' | 'covid',
  hours: number,
) {
  const doctor = await demoSession(request, demoDoctor);
  const examinationId = await createExamination(request, doctor, type, hours);
  await page.goto(`/clinic/${doctor.teamId}/examinations/${examinationId}`);
  await signIn(page, account);
  const cookies = page.getByRole('button', { name: 'Accept' });
  if (await cookies.isVisible()) await cookies.click();
  await expect(
    page
      .getByRole('group', { name: 'Signals' })
      .or(page.getByRole('tab', { name: 'Holter rows' }))
      .first(),
  ).toBeVisible({ timeout: 180_000 });
}

/**
 * The window the address names (`…/examinations/:id/:start/:end`, epoch ms): the page writes it
 * from the first pan or zoom on.
 */
async function windowInAddress(page: Page): Promise<{ start: number; end: number }> {
  let found: { start: number; end: number } | undefined;
  await expect
    .poll(() => {
      const match = /\/examinations\/[^/]+\/(\d+)\/(\d+)/.exec(page.url());
      found = match ? { start: Number(match[1]), end: Number(match[2]) } : undefined;
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** CSS px the drawing gives one second: the plot's width over the span the address names. */
async function pxPerSecond(page: Page): Promise<number> {
  const plot = page.getByRole('group', { name: 'Signals' });
  const box = await plot.boundingBox();
  if (!box) throw new Error('the plot has no box');
  const { start, end } = await windowInAddress(page);
  // The canvas is the plot's width less its border, as its backing store says.
  const width = await plot.locator('canvas').evaluate((canvas: HTMLCanvasElement) => canvas.width);
  return width / ((end - start) / 1000);
}

/**
 * The length in CSS px of the first track's 1 mV calibration bar, measured in the canvas's
 * pixels: the run of the bar's colour through the track's middle in the bar's column.
 */
async function calibrationBarLength(page: Page, trackHeight: number): Promise<number> {
  return page
    .getByRole('group', { name: 'Signals' })
    .locator('canvas')
    .evaluate((canvas: HTMLCanvasElement, height: number) => {
      const ctx = canvas.getContext('2d');
      if (!ctx) return 0;
      const column = 4;
      const pixels = ctx.getImageData(column, 0, 1, height).data;
      const colour = (row: number) => pixels.slice(row * 4, row * 4 + 4).join(',');
      const middle = Math.floor(height / 2);
      const bar = colour(middle);
      let top = middle;
      while (top > 0 && colour(top - 1) === bar) top -= 1;
      let bottom = middle;
      while (bottom < height - 1 && colour(bottom + 1) === bar) bottom += 1;
      return bottom - top + 1;
    }, trackHeight);
}

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('button', { name: new RegExp(field) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('paper speed and amplitude draw real millimetres', async ({ page, request }) => {
  test.setTimeout(240_000);
  await openCreated(page, request, demoDoctor, 'holter_ecg', 24);
  await signalsLoaded(page);
  // A 24 h Holter opens at the standard 25 mm/s and 10 mm/mV.
  await expect(page.getByRole('button', { name: /Paper speed/ })).toContainText('25 mm/s');
  // A pan keeps the span and writes the window into the address.
  await page.getByRole('group', { name: 'Signals' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => pxPerSecond(page)).toBeCloseTo(25 * PX_PER_MM, 0);
  // Two ECG tracks of 128 px: 1 mV is 10 mm, about 37.8 CSS px.
  await expect
    .poll(() => calibrationBarLength(page, 128))
    .toBeGreaterThanOrEqual(Math.round(10 * PX_PER_MM) - 1);
  expect(await calibrationBarLength(page, 128)).toBeLessThanOrEqual(Math.round(10 * PX_PER_MM) + 1);

  await choose(page, 'Amplitude', '20 mm/mV');
  await expect(page.getByText('mV · 20 mm/mV').first()).toBeVisible();
  await expect
    .poll(() => calibrationBarLength(page, 128))
    .toBeGreaterThanOrEqual(Math.round(20 * PX_PER_MM) - 1);
  expect(await calibrationBarLength(page, 128)).toBeLessThanOrEqual(Math.round(20 * PX_PER_MM) + 1);

  const before = await windowInAddress(page);
  await choose(page, 'Paper speed', '50 mm/s');
  await expect(page).not.toHaveURL(new RegExp(`/${before.start}/${before.end}$`));
  await expect.poll(() => pxPerSecond(page)).toBeCloseTo(50 * PX_PER_MM, 0);
  await choose(page, 'Paper speed', '5 mm/s');
  await expect.poll(() => pxPerSecond(page)).toBeCloseTo(5 * PX_PER_MM, 0);

  // The zoom buttons leave the paper speeds; the help lists the keys.
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page.getByRole('button', { name: /Paper speed/ })).toContainText('10 mm/s');
  await page.getByRole('group', { name: 'Signals' }).focus();
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByRole('row', { name: /Zoom in and out/ })).toBeVisible();
  await expect(help).toContainText('96 CSS px per inch');
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
});

async function setTemperatureUnits(
  request: APIRequestContext,
  token: string,
  temperatureUnits: 'celsius' | 'fahrenheit',
) {
  const response = await request.post('/api/users/me', {
    headers: bearer(token),
    data: { settings: { temperatureUnits } },
  });
  expect(response.ok()).toBe(true);
}

test('a user who prefers Fahrenheit reads temperatures in °F', async ({ page, request }) => {
  test.setTimeout(240_000);
  const nurse = await demoSession(request, demoNurse);
  await setTemperatureUnits(request, nurse.token, 'fahrenheit');
  try {
    await openCreated(page, request, demoNurse, 'covid', 72);
    await signalsLoaded(page);
    // Monitoring of several days opens on one day (a pan writes it into the address).
    await page.getByRole('group', { name: 'Signals' }).focus();
    await page.keyboard.press('ArrowRight');
    const { start, end } = await windowInAddress(page);
    expect(end - start).toBe(24 * 3_600_000);
    await expect(page.getByText(/°F · auto/)).toBeVisible();
    const plot = page.getByRole('group', { name: 'Signals' });
    const box = await plot.boundingBox();
    if (!box) throw new Error('the plot has no box');
    await page.mouse.move(box.x + box.width / 3, box.y + 40);
    const readout = page.getByTestId('signal-viewer-readout');
    await expect(readout).toContainText(/Temperature\s*[\d.–]+ °F/);
    await expect(readout).not.toContainText('°C');
  } finally {
    await setTemperatureUnits(request, nurse.token, 'celsius');
  }
});

test('a 72 h Holter opens on a page of Holter rows', async ({ page, request }) => {
  test.setTimeout(240_000);
  await openCreated(page, request, demoDoctor, 'holter_ecg', 72);
  await expect(page.getByRole('tab', { name: 'Holter rows' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});
