import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { bearer, demoSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { demoDoctor } from './support/demo';
import { createExamination, noRecordingShown, openSignedIn } from './support/review';

interface ApiExamination {
  status: string;
  archived: boolean;
  assignedDoctor: string | null;
  recorderNumber: string | null;
  notes: string | null;
  description: string;
}

async function examinationOf(
  request: APIRequestContext,
  { token, teamId }: { token: string; teamId: string },
  examinationId: string,
): Promise<ApiExamination> {
  const response = await request.get(`/api/teams/${teamId}/examinations/${examinationId}`, {
    headers: bearer(token),
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as ApiExamination;
}

/*
 * The examination page gives a physician the clinical context (issue 26): the status, changed
 * here (Described included), the physician, assigned here, the recorder number, the reason and
 * notes, edited here, the intro questionnaire's answers, and archive and restore from the page.
 */
test('the examination page changes status and physician, edits the details, shows the intro answers and restores an archived examination', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const session = await demoSession(request, demoDoctor);
  const examinationId = await createExamination(request, session, 'covid', 24, {
    recording: 'none',
  });
  await openSignedIn(page, `/clinic/${session.teamId}/examinations/${examinationId}`);
  await noRecordingShown(page);
  const context = page.getByRole('region', { name: 'Clinical context' });

  // Status: Described, chosen from the page.
  await context.getByRole('button', { name: /change the status of/ }).click();
  await page.getByRole('menuitemradio', { name: 'Described' }).click();
  await expect(
    context.getByRole('button', { name: /^Described: change the status of/ }),
  ).toBeVisible();
  await expect
    .poll(async () => (await examinationOf(request, session, examinationId)).status)
    .toBe('DESCRIBED');

  // Physician: the first one the menu offers.
  await context.getByRole('button', { name: /^Assign a physician to/ }).click();
  const physician = page.getByRole('menuitemradio').first();
  const physicianName = (await physician.textContent())?.trim() ?? '';
  await physician.click();
  await expect(context.getByRole('link', { name: physicianName })).toBeVisible();
  expect((await examinationOf(request, session, examinationId)).assignedDoctor).not.toBeNull();

  // The folded part: the reason and the intro questionnaire's answers, read when opened.
  await context.getByText('Reason, notes and intro questionnaire').click();
  await expect(context.getByText('End-to-end review', { exact: true })).toBeVisible();
  const answers = context.getByRole('region', { name: 'Intro questionnaire answers' });
  await expect(answers.getByText('OX-1001')).toBeVisible();
  await expect(answers.getByText('Maria (wife)')).toBeVisible();
  // Choices by their names, numbers with their units.
  await expect(answers.getByText('Higher risk of severe COVID-19')).toBeVisible();
  await expect(answers.getByText('76 kg')).toBeVisible();
  await expectNoAxeViolations(page, 'examination page with its clinical context open');

  // The details, edited and saved.
  await context.getByRole('button', { name: 'Edit details' }).click();
  await context.getByRole('textbox', { name: 'Recorder number' }).fill('TM-4711');
  await context.getByRole('textbox', { name: 'Notes' }).fill('Patient prefers morning calls.');
  await context.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Examination details saved')).toBeVisible();
  await expect(context.getByText('TM-4711')).toBeVisible();
  await expect(context.getByText('Patient prefers morning calls.')).toBeVisible();
  const saved = await examinationOf(request, session, examinationId);
  expect(saved).toMatchObject({
    recorderNumber: 'TM-4711',
    notes: 'Patient prefers morning calls.',
    description: 'End-to-end review',
  });

  // Archived from the header, restored from the page.
  await page.getByRole('button', { name: 'Archive', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Archive this examination?' })
    .getByRole('button', { name: 'Archive' })
    .click();
  await expect(page.getByText('Archived', { exact: true }).first()).toBeVisible();
  await expect
    .poll(async () => (await examinationOf(request, session, examinationId)).archived)
    .toBe(true);
  await page.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Archive', exact: true })).toBeVisible();
  expect(await examinationOf(request, session, examinationId)).toMatchObject({
    archived: false,
    status: 'DESCRIBED',
  });
});
