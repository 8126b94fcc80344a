import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { demoSession } from './support/api';
import { demoDoctor } from './support/demo';
import { createExamination, openSignedIn, signalsLoaded } from './support/review';

/*
 * Exporting the window shown of a demo Holter to EDF+ from its page: the export dialog asks for
 * it, follows the task to 'EDF export done' and downloads the file; the page's address names the
 * export, so the copied link reopens it later, done.
 */
test.use({ timezoneId: 'UTC' });

/** A new hour-long demo Holter of the demo clinic, open with its signals drawn. */
async function openDemoHolter(page: Page, request: APIRequestContext): Promise<void> {
  const session = await demoSession(request, demoDoctor);
  const examinationId = await createExamination(request, session, 'holter_ecg', 1);
  await openSignedIn(page, `/clinic/${session.teamId}/examinations/${examinationId}`);
  await signalsLoaded(page);
}

test('exports the window shown to EDF+, downloads it and finds it again by its link', async ({
  page,
  request,
}) => {
  await openDemoHolter(page, request);

  await page.getByRole('button', { name: 'Export EDF+' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export to EDF+' });
  await expect(dialog.getByRole('radio', { name: /The window shown/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /ECG II/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Export', exact: true }).click();

  await expect(dialog.getByText('EDF export done')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/[?&]edfExport=[0-9a-f-]{36}/);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the EDF+ file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^examination-.+\.edf$/);
  const bytes = await readFile(await download.path());
  // An EDF+C header: version "0", then the continuous-file marker in the reserved field.
  expect(bytes.subarray(0, 8).toString('latin1')).toBe('0       ');
  expect(bytes.subarray(192, 197).toString('latin1')).toBe('EDF+C');

  // The page's address names the export: opened again (a copied link), the dialog shows it done.
  const link = page.url();
  await page.goto(link);
  await expect(
    page.getByRole('dialog', { name: 'Export to EDF+' }).getByText('EDF export done'),
  ).toBeVisible({ timeout: 30_000 });
  await page
    .getByRole('dialog', { name: 'Export to EDF+' })
    .getByRole('button', { name: 'Close' })
    .first()
    .click();
  await expect(page).not.toHaveURL(/edfExport=/);
});

test('downloads the window shown as CSV, the chosen channels at their recorded rate', async ({
  page,
  request,
}) => {
  await openDemoHolter(page, request);

  await page.getByRole('button', { name: 'Download CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download signals as CSV' });
  const shown = dialog.getByRole('radio', { name: /The window shown/ });
  await expect(shown).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'The whole recording' })).toHaveCount(0);
  // "The window shown (DD/MM/YYYY HH:mm:ss – DD/MM/YYYY HH:mm:ss)": its length in seconds.
  const [from, to] = (
    (
      await dialog
        .getByText(/The window shown/)
        .first()
        .textContent()
    )?.match(/\d{2}:\d{2}:\d{2}/g) ?? []
  ).map((time) => time.split(':').reduce((sum, part) => sum * 60 + Number(part), 0));
  if (from === undefined || to === undefined) throw new Error('the window shown has no times');
  const seconds = (to - from + 86_400) % 86_400;
  const v5 = dialog.getByRole('checkbox', { name: /ECG V5/ });
  await dialog.getByText(/^ECG V5/).click();
  await expect(v5).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Prepare the CSV file' }).click();
  await expect(dialog.getByText('CSV file ready')).toBeVisible({ timeout: 30_000 });

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download the CSV file' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\n');
  expect(lines[0]).toMatch(/^time,seconds,ECG II \([^,]+\)$/);
  // One row per sample of the one channel, the demo Holter's ECG at 250 Hz, over the window
  // shown (its bounds are shown to the second, so its length is known to within a second).
  const rows = lines.slice(1).map((line) => line.split(','));
  expect(rows.length).toBeGreaterThan((seconds - 1) * 250);
  expect(rows.length).toBeLessThan((seconds + 1) * 250);
  expect(Number(rows[0]?.[1])).toBe(0);
  expect(Number(rows[1]?.[1])).toBeCloseTo(1 / 250, 9);
  const last = rows.at(-1) ?? [];
  expect(Number(last[1])).toBeCloseTo((rows.length - 1) / 250, 6);
  expect(Number.isFinite(Number(last[2]))).toBe(true);
});
