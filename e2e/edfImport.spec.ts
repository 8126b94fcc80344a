import path from 'node:path';
import { expect, test } from './support/test';
import { bearer, demoSession } from './support/api';
import { demoDoctor } from './support/demo';
import { createExamination, noRecordingShown, openSignedIn, signalsLoaded } from './support/review';

/*
 * Importing a real EDF+ file (the EDFlib test generator's, testdata/edf) into an examination
 * from its page: the import dialog checks it, sends it, follows the import task and, once it
 * completed, the page shows the file's signals.
 */
test.use({ timezoneId: 'UTC' });

const generatorEdf = path.resolve(import.meta.dirname, '../testdata/edf/test_generator.edf');
const mitdb = path.resolve(import.meta.dirname, '../testdata/mitdb');

test('imports an EDF+ file from the examination page and shows its signals', async ({
  page,
  request,
}) => {
  const session = await demoSession(request, demoDoctor);
  // The EDF dataset type takes any signals: the generator's file has no ECG.
  const examinationId = await createExamination(request, session, 'edf_dataset', 1, {
    recording: 'none',
  });
  await openSignedIn(page, `/clinic/${session.teamId}/examinations/${examinationId}`);
  await noRecordingShown(page);

  await page.getByRole('button', { name: 'Import EDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import EDF file' });
  await dialog.locator('input[type="file"]').setInputFiles(generatorEdf);
  await expect(dialog.getByText('File: test_generator.edf')).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('The file can be imported.');
  await dialog.getByRole('button', { name: 'Import' }).click();

  // Completed: the dialog closes and the page reads the new recording.
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await signalsLoaded(page);
  await expect(page.getByText('squarewave', { exact: true }).first()).toBeVisible();

  const recording = await request.get(
    `/api/teams/${session.teamId}/examinations/${examinationId}/recording`,
    { headers: bearer(session.token) },
  );
  expect(await recording.json()).toMatchObject({
    fileName: 'test_generator.edf',
    startDate: '2011-04-04T12:57:02.000Z',
  });
  const tasks = await request.get('/api/edf/tasks', {
    headers: bearer(session.token),
    params: { teamId: session.teamId },
  });
  const [newest] = ((await tasks.json()) as { tasks: { examinationId: string; status: string }[] })
    .tasks;
  expect(newest).toMatchObject({ examinationId, status: 'completed' });
});

test('imports a WFDB record (MIT-BIH 100: header, signal file, annotations) converted to EDF+', async ({
  page,
  request,
}) => {
  const session = await demoSession(request, demoDoctor);
  const examinationId = await createExamination(request, session, 'edf_dataset', 1, {
    recording: 'none',
  });
  await openSignedIn(page, `/clinic/${session.teamId}/examinations/${examinationId}`);
  await noRecordingShown(page);

  await page.getByRole('button', { name: 'Import EDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import EDF file' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles(['100.hea', '100.dat', '100.atr'].map((name) => path.join(mitdb, name)));
  await expect(
    dialog.getByText('Record 100 (WFDB), converted to EDF+ before it is sent'),
  ).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('The file can be imported.');
  await dialog.getByRole('button', { name: 'Import' }).click();

  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await signalsLoaded(page);
  await expect(page.getByText('MLII', { exact: true }).first()).toBeVisible();
  const recording = await request.get(
    `/api/teams/${session.teamId}/examinations/${examinationId}/recording`,
    { headers: bearer(session.token) },
  );
  expect(await recording.json()).toMatchObject({ fileName: '100.edf' });
});

test('refuses a file that breaks the import rules before sending it', async ({ page, request }) => {
  const session = await demoSession(request, demoDoctor);
  const examinationId = await createExamination(request, session, 'holter_ecg', 1, {
    recording: 'none',
  });
  await openSignedIn(page, `/clinic/${session.teamId}/examinations/${examinationId}`);
  await noRecordingShown(page);

  await page.getByRole('button', { name: 'Import EDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import EDF file' });
  await dialog.locator('input[type="file"]').setInputFiles(generatorEdf);
  await expect(
    dialog.getByText('The file must contain exactly one ECG signal, otherwise contact support'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
});
