import { readFile } from 'node:fs/promises';
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

test('exports the window shown to EDF+, downloads it and finds it again by its link', async ({
  page,
  request,
}) => {
  const session = await demoSession(request, demoDoctor);
  const examinationId = await createExamination(request, session, 'holter_ecg', 1);
  await openSignedIn(page, `/clinic/${session.teamId}/examinations/${examinationId}`);
  await signalsLoaded(page);

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
