import { expect, test } from './support/test';
import { mailFromOutbox } from './support/outbox';
import { openNewExamination } from './support/review';

/*
 * The report as a PDF rendered on the server: downloaded from the report page, and sent by
 * e-mail with the PDF attached (found in the test server's outbox), listed among the sent
 * reports.
 */
test.use({ timezoneId: 'UTC' });

test('downloads and sends a Holter report as PDF from the report page', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openNewExamination(page, request, 'holter_ecg', 1);
  await page.getByRole('link', { name: 'Report', exact: true }).click();
  const panel = page.getByRole('region', { name: 'PDF report' });
  await panel.getByRole('button', { name: /Full report/ }).click();
  await page.getByRole('option', { name: 'Holter ECG report' }).click();

  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/^holter-report-\d{4}-\d{2}-\d{2}\.pdf$/);

  const address = `family-${Date.now()}@example.com`;
  await panel.getByRole('button', { name: 'Send report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send the report by e-mail' });
  await dialog.getByLabel('E-mail address').fill(address);
  await dialog.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Report submitted')).toBeVisible({ timeout: 30_000 });
  await expect(
    panel.getByRole('grid', { name: 'Sent reports' }).getByRole('row').filter({ hasText: address }),
  ).toContainText('Holter ECG report');

  const mail = await mailFromOutbox(request, address, 'Holter ECG report');
  expect(mail.attachments).toEqual([
    expect.objectContaining({
      contentType: 'application/pdf',
      filename: expect.stringMatching(/\.pdf$/),
    }),
  ]);
});
