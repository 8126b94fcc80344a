import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { bearer, demoSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { demoDoctor } from './support/demo';
import { createExamination, openSignedIn } from './support/review';

/*
 * The COVID dashboard against the real server (issue 22): a new monitoring of a demo patient
 * (the demo clinic gives it a synthetic recording when first opened) shows its latest vitals and
 * alerts; a new COVID analysis brings alerts live over the socket; one is acknowledged; the
 * patient page lists the patient's COVID reports.
 */
test.use({ timezoneId: 'UTC' });

type Session = { token: string; teamId: string };

/** Runs the COVID analysis of the examination with these parameters, as the clinic's. */
async function analyse(
  request: APIRequestContext,
  session: Session,
  examinationId: string,
  parameters: Record<string, number>,
) {
  const response = await request.post('/api/analysis/covid', {
    headers: bearer(session.token),
    data: { examinationId, parameters },
  });
  expect(response.status()).toBe(200);
}

test.describe('COVID dashboard', () => {
  test('shows a monitoring’s vitals and alerts, new alerts live, an acknowledgement, the history', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const session = await demoSession(request, demoDoctor);
    const examinationId = await createExamination(request, session, 'covid', 24);
    const examinationUrl = `/api/teams/${session.teamId}/examinations/${examinationId}`;
    // The examination has the demo clinic's made-up recording, with the alerts of its analysis.
    expect(
      (
        await request.get(`${examinationUrl}/recording`, { headers: bearer(session.token) })
      ).status(),
    ).toBe(200);
    const { memberId } = (await (
      await request.get(examinationUrl, { headers: bearer(session.token) })
    ).json()) as { memberId: string };
    const { defaults } = (await (
      await request.get(`/api/teams/${session.teamId}/analysis-parameters/covid`, {
        headers: bearer(session.token),
      })
    ).json()) as { defaults: Record<string, number> };

    await openSignedIn(page, `/clinic/${session.teamId}/covid`);
    await expect(page.getByRole('heading', { level: 1, name: 'COVID dashboard' })).toBeVisible();
    const card = page.getByRole('article').filter({
      has: page.locator(`a[href$="/examinations/${examinationId}"]`),
    });
    await expect(card.getByText('Latest vitals')).toBeVisible({ timeout: 60_000 });
    await expect(card.locator('dt', { hasText: 'SpO2' }).first()).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Alerts' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A colleague's analysis with a low heart-rate limit finds high heart rates: they arrive live.
    await analyse(request, session, examinationId, { heart_rate_max: 60 });
    try {
      const { views } = (await (
        await request.get(`/api/teams/${session.teamId}/report/${memberId}/history`, {
          headers: bearer(session.token),
        })
      ).json()) as { views: { examinationId: string; alerts: { type: string }[] }[] };
      const alerts = views.find((view) => view.examinationId === examinationId)?.alerts ?? [];
      expect(alerts.map((alert) => alert.type)).toContain('HIGH_HEART_RATE');
      const acknowledge = card
        .getByRole('button', { name: /^Acknowledge High heart rate/ })
        .first();
      // The most severe alerts come first: high heart rates may wait behind "Show all".
      await expect(async () => {
        const showAll = card.getByRole('button', { name: /^Show all alerts/ });
        if (await showAll.isVisible()) await showAll.click();
        await expect(acknowledge).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await expect(card.getByText(/^New: \d+$/)).toBeVisible();

      // The analysis's live update may still redraw the alerts (new ids, new buttons) and take
      // the focus with the old button: press again until the acknowledgement shows.
      await expect(async () => {
        await acknowledge.focus();
        await page.keyboard.press('Enter');
        await expect(card.getByText(/^Acknowledged by /).first()).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 30_000 });

      await page.goto(`/clinic/${session.teamId}/members/${memberId}`);
      const history = page.getByRole('region', { name: 'COVID report history' });
      await expect(history.locator(`a[href$="/examinations/${examinationId}"]`)).toBeVisible({
        timeout: 60_000,
      });
      // The acknowledged alert may wait behind "Show all", as on the dashboard.
      await expect(async () => {
        const showAll = history.getByRole('button', { name: /^Show all alerts/ }).first();
        if (await showAll.isVisible()) await showAll.click();
        await expect(history.getByText(/^Acknowledged by /).first()).toBeVisible({
          timeout: 1_000,
        });
      }).toPass({ timeout: 20_000 });
    } finally {
      // The clinic keeps the parameters an analysis ran with: put its defaults back.
      await analyse(request, session, examinationId, defaults);
    }
  });

  test('orders the monitorings by patient on request, and keeps the order in the address', async ({
    page,
    request,
  }) => {
    const session = await demoSession(request, demoDoctor);
    await openSignedIn(page, `/clinic/${session.teamId}/covid`);
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings.first()).toBeVisible({ timeout: 60_000 });
    await page.getByRole('button', { name: /Order/ }).click();
    await page.getByRole('option', { name: 'Patient, Z to A' }).click();
    await expect(page).toHaveURL(/[?&]sort=-patientFullName/);
    // The cards follow the server's order (its collation decides where accented names go).
    const answer = await request.get(`/api/teams/${session.teamId}/report`, {
      headers: bearer(session.token),
      params: { sort: '-patientFullName', page: 0, limit: 100 },
    });
    const { views } = (await answer.json()) as { views: { patientFullName: string }[] };
    expect(views.length).toBeGreaterThan(1);
    await expect(headings).toHaveText(views.map((view) => view.patientFullName));
    await page.reload();
    await expect(page.getByRole('button', { name: /Order/ })).toContainText('Patient, Z to A');
  });
});
