import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { bearer, demoSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { demoPatient, demoPhysiotherapist } from './support/demo';
import { signIn } from './support/signIn';

/*
 * Rehabilitation programs against the real server (issue 23): a physiotherapist saves a step and
 * a series to the clinic's library, builds a program from them restricted to one patient (through
 * the API the editor calls), publishes it and assigns it from the patient's page; the patient
 * records today's answers from the app, a number outside its question's bounds refused first;
 * staff see the day done and the adherence on the patient's page.
 */

/** The member id of the bearer of `token` in the clinic. */
async function memberIdIn(request: APIRequestContext, token: string, teamId: string) {
  const teams = (await (await request.get('/api/teams', { headers: bearer(token) })).json()) as {
    _id: string;
    memberId: string;
  }[];
  return teams.find((team) => team._id === teamId)?.memberId ?? '';
}

test.describe('rehabilitation programs', () => {
  test('are built from the library, restricted, published, assigned and recorded', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const staff = await demoSession(request, demoPhysiotherapist);
    const patient = await demoSession(request, demoPatient);
    const { teamId } = staff;
    const patientId = await memberIdIn(request, patient.token, teamId);
    const headers = bearer(staff.token);

    // The library: a series asking the weight (30–200 kg) and the exertion, and a step.
    const series = {
      id: randomUUID(),
      title: 'Chair squats',
      questions: [
        {
          id: randomUUID(),
          prompt: 'Your weight today',
          kind: 'number',
          min: 30,
          max: 200,
          unit: 'kg',
        },
        { id: randomUUID(), prompt: 'How hard was it?', kind: 'borgScale' },
      ],
    };
    const savedSeries = await request.post(`/api/teams/${teamId}/libraries`, {
      headers,
      data: { kind: 'series', series },
    });
    expect(savedSeries.status()).toBe(201);
    const step = { id: randomUUID(), title: 'First week', durationDays: 3, series: [] };
    expect(
      (
        await request.post(`/api/teams/${teamId}/libraries`, {
          headers,
          data: { kind: 'step', step },
        })
      ).status(),
    ).toBe(201);
    const library = (await (
      await request.get(`/api/teams/${teamId}/libraries`, { headers })
    ).json()) as { data: { kind: string; step?: typeof step; series?: typeof series }[] };
    const fromLibrary = {
      step: library.data.find((item) => item.kind === 'step')?.step ?? step,
      series: library.data.find((item) => item.kind === 'series')?.series ?? series,
    };
    const title = `Back on your feet ${randomUUID().slice(0, 4)}`;
    const created = await request.post(`/api/teams/${teamId}/programs`, {
      headers,
      data: {
        title,
        restrictedToMemberIds: [patientId],
        description: [{ type: 'paragraph', runs: [{ text: 'Three easy days.' }] }],
        steps: [{ ...fromLibrary.step, series: [fromLibrary.series] }],
      },
    });
    expect(created.status()).toBe(201);

    // Staff publish it from its page and assign it from the patient's page.
    const staffPage = await (await browser.newContext()).newPage();
    await staffPage.goto(`/clinic/${teamId}/programs`);
    await signIn(staffPage, demoPhysiotherapist);
    const cookies = staffPage.getByRole('button', { name: 'Accept' });
    await staffPage.getByRole('row', { name: new RegExp(title) }).click();
    if (await cookies.isVisible()) await cookies.click();
    await expect(staffPage.getByRole('heading', { name: title })).toBeVisible();
    await expect(staffPage.getByText('1 selected patient')).toBeVisible();
    await staffPage.getByRole('button', { name: 'Publish' }).click();
    await expect(staffPage.getByText('Published', { exact: true })).toBeVisible();
    await expectNoAxeViolations(staffPage, 'program page');

    const assignable = staffPage.waitForResponse(
      (response) => response.url().includes('/programs?status=published') && response.ok(),
    );
    await staffPage.goto(`/clinic/${teamId}/members/${patientId}`);
    await assignable;
    const programs = staffPage.getByRole('region', { name: 'Rehabilitation programs' });
    await programs.getByRole('button', { name: /Published program/ }).click();
    await staffPage.getByRole('option', { name: title }).click();
    await programs.getByRole('button', { name: 'Assign to the patient' }).click();
    await expect(programs.getByRole('grid', { name: `Days of ${title}` })).toBeVisible();

    // The patient records today's answers from the app (the portal lists no clinic to a
    // patient): a weight outside the question's bounds first, refused by kind.
    const patientHeaders = bearer(patient.token);
    const historyUrl = `/api/teams/${teamId}/members/${patientId}/programs`;
    const { data } = (await (
      await request.get(historyUrl, { headers: patientHeaders })
    ).json()) as {
      data: { title: string; days: { _id: string; state: string }[] }[];
    };
    const today = data.find((assignment) => assignment.title === title)?.days[0];
    const [weight, exertion] = series.questions;
    const answers = (kilograms: number) => ({
      answers: [
        {
          seriesId: series.id,
          questionId: weight?.id,
          answer: { kind: 'number', value: { value: kilograms } },
        },
        {
          seriesId: series.id,
          questionId: exertion?.id,
          answer: { kind: 'borgScale', value: { value: 13 } },
        },
      ],
    });
    const dayUrl = `${historyUrl}/days/${today?._id}/answers`;
    const refused = await request.put(dayUrl, { headers: patientHeaders, data: answers(250) });
    expect(refused.status()).toBe(400);
    const recorded = await request.put(dayUrl, { headers: patientHeaders, data: answers(82) });
    expect(recorded.status()).toBe(200);

    // Staff see the day done and the adherence.
    await staffPage.reload();
    const history = staffPage.getByRole('region', { name: title });
    await expect(history.getByText('Done', { exact: true })).toBeVisible();
    await expect(history.getByText('Adherence 100%')).toBeVisible();
  });
});
