import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import { bearer, demoSession } from './support/api';
import { demoDoctor } from './support/demo';
import { pdfLines } from './support/pdfText';
import { createExamination, openNewExamination, openSignedIn } from './support/review';

/*
 * The examination report and the HRV report against the real server: opened from the examination
 * page of an examination each test creates (the demo clinic gives it a synthetic recording and
 * its analysis), their figures held against the API, the examination page and the report's PDF
 * rendered on the server.
 */
test.use({ timezoneId: 'UTC' });

/** The value of the figure named `term` in a description list under `scope`. */
const figure = (scope: Page | Locator, term: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** Downloads the full report as PDF from the report page's PDF panel: its lines of text. */
async function fullReportPdf(page: Page): Promise<string[]> {
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page
    .getByRole('region', { name: 'PDF report' })
    .getByRole('button', { name: 'Download PDF' })
    .click();
  return pdfLines(await download);
}

/** The figure named `term` as the PDF prints it: the rest of the line that starts with it. */
function pdfFigure(lines: readonly string[], term: string): string | undefined {
  return lines.find((line) => line.startsWith(`${term} `))?.slice(term.length + 1);
}

test.describe('examination reports', () => {
  test('prints a Holter’s report and its HRV report, opened from the examination', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { session, examinationId } = await openNewExamination(page, request, 'holter_ecg', 1);
    const beats = (await (
      await request.get(`/api/teams/${session.teamId}/examinations/${examinationId}/beats`, {
        headers: bearer(session.token),
      })
    ).json()) as { samples: number[]; labels: string };
    // The examination's Beats tab counts them as the server does.
    await page.getByRole('tab', { name: 'Beats' }).click();
    await expect(figure(page.getByTestId('beat-statistics'), 'Total beats')).toHaveText(
      beats.samples.length.toLocaleString('en-GB'),
    );

    await page.getByRole('link', { name: 'Report', exact: true }).click();
    await expect(page).toHaveURL(
      new RegExp(`/members/[^/]+/examinations/${examinationId}/report$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
    const holter = page.getByRole('region', { name: 'Holter ECG' });
    await expect(figure(holter, 'All beats')).toHaveText(
      beats.samples.length.toLocaleString('en-GB'),
      { timeout: 30_000 },
    );
    const ventricular = [...beats.labels].filter((label) => label === 'V').length;
    await expect(figure(holter, 'Ventricular ectopic beats')).toHaveText(
      new RegExp(`^${ventricular.toLocaleString('en-GB')} \\(`),
    );
    // One hour recorded: one row of the hourly table under its header.
    await expect(holter.getByRole('grid', { name: 'Hour by hour' }).getByRole('row')).toHaveCount(
      2,
    );
    // The PDF prints the same beats.
    const pdf = await fullReportPdf(page);
    for (const term of ['All beats', 'Ventricular ectopic beats', 'Supraventricular ectopic beats'])
      expect(pdfFigure(pdf, term), term).toBe(await figure(holter, term).textContent());

    // Printing goes through the browser's print dialog (a PDF is saved from there).
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => {
        counted.printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print or save as PDF' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    await page.getByRole('link', { name: 'HRV report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'HRV report' })).toBeVisible();
    const memberId = /members\/([^/]+)\//.exec(page.url())?.[1] ?? '';
    const hrv = (await (
      await request.get(
        `/api/teams/${session.teamId}/members/${memberId}/examinations/${examinationId}/hrvreport`,
        { headers: bearer(session.token) },
      )
    ).json()) as { report: { nnCount: number; timeDomain: { sdnn: number } } };
    await expect(figure(page, 'NN intervals used')).toHaveText(
      hrv.report.nnCount.toLocaleString('en-GB'),
    );
    const sdnn = page
      .getByRole('grid', { name: 'Time domain' })
      .getByRole('row')
      .filter({ hasText: 'Standard deviation of all NN intervals' });
    await expect(sdnn).toContainText(
      `${hrv.report.timeDomain.sdnn.toLocaleString('en-GB', { maximumFractionDigits: 1 })} ms`,
    );
    await expect(sdnn).toContainText('141 ± 39');
  });

  test('gives a sleep study’s report the AHI its statistics show, and the strip of an event marked for it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await openNewExamination(page, request, 'sleep_apnea', 3);
    await page.getByRole('tab', { name: 'Statistics' }).click();
    const statistics = page.getByRole('tabpanel', { name: 'Statistics' });
    const ahiName = 'AHI (apneas and hypopneas per hour)';
    const ahi = (await figure(statistics, ahiName).textContent()) ?? '';
    expect(ahi).toMatch(/^\d+(\.\d)?$/);

    // An event marked for the report from the examination page is listed there with its strip.
    await page.getByRole('tab', { name: 'Events' }).click();
    const selection = page.getByTestId('signal-viewer-selection');
    // The table may still be filling when first clicked (a slow machine): click its first event
    // until the viewer has it selected.
    await expect(async () => {
      await page.getByRole('grid', { name: 'Events' }).getByRole('row').nth(1).click();
      await expect(selection).toContainText('Selected: ', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    const selected = (await selection.textContent()) ?? '';
    const type = /Selected: (.+?) from /.exec(selected)?.[1] ?? '';
    expect(type).not.toBe('');
    const toolbar = page.getByRole('group', { name: 'Selected event' });
    await toolbar.getByText('Show in report').click();
    await expect(toolbar.getByRole('checkbox', { name: 'Show in report' })).toBeChecked();
    await expect(page.getByTestId('save-state')).toHaveText('All changes to the events are saved');

    await page.getByRole('link', { name: 'Report', exact: true }).click();
    const listed = page.getByRole('grid', { name: 'Events in the report' }).getByRole('row');
    await expect(listed).toHaveCount(2, { timeout: 30_000 });
    await expect(listed.nth(1)).toContainText(type);
    await expect(
      page
        .getByRole('region', { name: 'Event strips' })
        .getByRole('img', { name: new RegExp(`^${type} at `) }),
    ).toBeVisible({ timeout: 30_000 });
    const breathing = page.getByRole('region', { name: 'Breathing and saturation' });
    await expect(figure(breathing, ahiName)).toHaveText(ahi, { timeout: 30_000 });
    // The PDF prints the AHI the statistics tab and the report page show.
    expect(pdfFigure(await fullReportPdf(page), ahiName)).toBe(ahi);
    await expect(
      page.getByRole('region', { name: 'Report description' }).getByText(/^AHI /),
    ).toBeVisible();
    await expect(
      breathing.getByRole('grid', { name: 'Time and AHI in each body position' }),
    ).toBeVisible();
  });

  test('gives a COVID home monitoring its vitals day by day and night by night', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await openNewExamination(page, request, 'covid', 36);
    // The coughs of the Statistics tab are the report's (the events table counts cough bouts).
    await page.getByRole('tab', { name: 'Statistics' }).click();
    const statistics = page.getByRole('tabpanel', { name: 'Statistics' });
    const coughFigure = figure(statistics, 'Coughs (every cough of each cough bout)');
    await expect(coughFigure).toHaveText(/^[\d,]+ \(/, { timeout: 30_000 });
    const coughs = /^[\d,]+/.exec((await coughFigure.textContent()) ?? '')?.[0] ?? '';
    await expect(figure(statistics, 'Planned examination time')).toBeVisible();
    await page.getByRole('link', { name: 'Report', exact: true }).click();
    const monitoring = page.getByRole('region', { name: 'Home monitoring' });
    await expect(figure(monitoring, 'Coughs')).toHaveText(coughs, { timeout: 30_000 });
    // The PDF prints the coughs the statistics tab and the report page count.
    expect(pdfFigure(await fullReportPdf(page), 'Coughs')).toBe(coughs);
    // 36 hours from a random minute hold two or three calendar days and one or two nights.
    const days = monitoring.getByRole('grid', { name: 'Day by day' }).getByRole('row');
    await expect(days).not.toHaveCount(0, { timeout: 30_000 });
    expect(await days.count()).toBeGreaterThanOrEqual(3);
    const nights = monitoring
      .getByRole('grid', { name: 'Night by night (00:00–06:00, at rest)' })
      .getByRole('row');
    expect(await nights.count()).toBeGreaterThanOrEqual(2);
    await expect(days.nth(1)).toContainText(/\d+(\.\d)? \(\d+(\.\d)?–\d+(\.\d)?\)/);
    await expect(
      monitoring.getByRole('grid', { name: 'Vital signs over the monitoring' }).getByRole('row'),
    ).toHaveCount(5);
  });

  test('says when the examination does not exist, and when its ECG has no HRV report', async ({
    page,
    request,
  }) => {
    const session = await demoSession(request, demoDoctor);
    const nobody = '00000000-0000-4000-8000-000000000000';
    await openSignedIn(
      page,
      `/clinic/${session.teamId}/members/${nobody}/examinations/${nobody}/report`,
    );
    await expect(page.getByText('Examination not found')).toBeVisible();
    // A sleep study has no analysed ECG: the HRV report says so.
    const examinationId = await createExamination(request, session, 'sleep_apnea', 1);
    const examination = (await (
      await request.get(`/api/teams/${session.teamId}/examinations/${examinationId}`, {
        headers: bearer(session.token),
      })
    ).json()) as { memberId: string };
    await page.goto(
      `/clinic/${session.teamId}/members/${examination.memberId}/examinations/${examinationId}/hrvreport`,
    );
    await expect(page.getByText(/has not been analysed, so it has no HRV report yet/)).toBeVisible({
      timeout: 30_000,
    });
  });
});
