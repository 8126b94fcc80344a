import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { bearer, demoSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { demoPatient, demoPhysiotherapist } from './support/demo';
import { signIn } from './support/signIn';

/*
 * Rehabilitation programs against the real server (issue 23): a physiotherapist saves a step and
 * a series to the clinic's library, builds a program from them in the program editor (restricted
 * to one patient, a step reordered by keyboard), publishes it and assigns it from the patient's page; the patient
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
      title: `Chair squats ${randomUUID().slice(0, 4)}`,
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
    const step = {
      id: randomUUID(),
      title: `First week ${randomUUID().slice(0, 4)}`,
      durationDays: 3,
      series: [],
    };
    expect(
      (
        await request.post(`/api/teams/${teamId}/libraries`, {
          headers,
          data: { kind: 'step', step },
        })
      ).status(),
    ).toBe(201);
    const title = `Back on your feet ${randomUUID().slice(0, 4)}`;

    // Staff create the program and build it in the editor: the step and the series from the
    // library, a description, the restriction to the patient; a step added, moved by keyboard (each
    // move announced) and by drag and drop, then removed; saved, then published.
    const staffPage = await (await browser.newContext()).newPage();
    await staffPage.goto(`/clinic/${teamId}/programs`);
    await signIn(staffPage, demoPhysiotherapist);
    const cookies = staffPage.getByRole('button', { name: 'Accept' });
    if (await cookies.isVisible()) await cookies.click();
    await staffPage.getByRole('button', { name: 'Create a program' }).click();
    const createDialog = staffPage.getByRole('dialog', { name: 'Create a program' });
    await createDialog.getByLabel('Program name').fill(title);
    await createDialog.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(staffPage.getByRole('heading', { name: title })).toBeVisible();
    await staffPage.getByRole('button', { name: 'Edit program' }).click();
    await expect(staffPage.getByRole('heading', { name: `Editing ${title}` })).toBeVisible();

    await staffPage.getByRole('button', { name: 'Add from library' }).click();
    const picker = staffPage.getByRole('dialog', { name: 'Add from the library' });
    await picker.getByRole('button', { name: `Add ${step.title}` }).click();
    const firstStep = staffPage.getByRole('region', { name: 'Step 1' });
    await expect(firstStep.getByLabel('Step title')).toHaveValue(step.title);
    await firstStep.getByRole('button', { name: 'Add from library' }).click();
    await picker.getByRole('button', { name: `Add ${series.title}` }).click();
    await expect(firstStep.getByLabel('Series title')).toHaveValue(series.title);
    await expect(firstStep.getByLabel('Question', { exact: true }).first()).toHaveValue(
      'Your weight today',
    );

    await staffPage.getByRole('button', { name: 'Add block' }).click();
    await staffPage.getByLabel('Text', { exact: true }).fill('Three easy days.');
    await staffPage.getByRole('combobox', { name: 'Add a patient' }).fill('Krzysztof');
    await staffPage.getByRole('option', { name: 'Krzysztof Szymański' }).first().click();
    await expect(
      staffPage.getByRole('button', { name: 'Remove Krzysztof Szymański' }),
    ).toBeVisible();

    await staffPage.getByRole('button', { name: 'Add step' }).click();
    const secondStep = staffPage.getByRole('region', { name: 'Step 2' });
    await secondStep.getByLabel('Step title').fill('Rest week');
    await staffPage.getByRole('button', { name: 'Move Rest week up' }).press('Enter');
    await expect(staffPage.getByText('Rest week moved to position 1 of 2')).toBeAttached();
    await expect(firstStep.getByLabel('Step title')).toHaveValue('Rest week');
    await staffPage.getByRole('button', { name: 'Move Rest week down' }).press('Enter');
    await expect(staffPage.getByText('Rest week moved to position 2 of 2')).toBeAttached();
    await expect(firstStep.getByLabel('Step title')).toHaveValue(step.title);
    // By drag and drop too: up by keyboard once more, then the library step's handle dropped on
    // the first step takes its place back.
    await staffPage.getByRole('button', { name: 'Move Rest week up' }).press('Enter');
    await expect(firstStep.getByLabel('Step title')).toHaveValue('Rest week');
    await staffPage.getByTitle(`Drag ${step.title}`).dragTo(firstStep);
    await expect(firstStep.getByLabel('Step title')).toHaveValue(step.title);
    await staffPage.getByRole('button', { name: 'Remove step Rest week' }).click();
    await expectNoAxeViolations(staffPage, 'program editor');
    // The editor reflows on a phone: nothing wider than the 390 px viewport.
    const desktop = staffPage.viewportSize();
    await staffPage.setViewportSize({ width: 390, height: 844 });
    await staffPage.screenshot({
      path: test.info().outputPath('program-editor-390.png'),
      fullPage: true,
    });
    expect(
      await staffPage.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(390);
    if (desktop) await staffPage.setViewportSize(desktop);

    // Leaving with unsaved changes asks first; staying keeps the draft.
    await staffPage.getByRole('button', { name: 'Back to the program' }).click();
    const leave = staffPage.getByRole('alertdialog', { name: 'Leave without saving?' });
    await leave.getByRole('button', { name: 'Cancel' }).click();
    await expect(leave).toBeHidden();
    await expect(firstStep.getByLabel('Step title')).toHaveValue(step.title);

    await staffPage.getByRole('button', { name: 'Save changes' }).click();
    await expect(staffPage.getByText('Program saved')).toBeVisible();
    await staffPage.getByRole('button', { name: 'Back to the program' }).click();
    await expect(staffPage.getByRole('heading', { name: title })).toBeVisible();
    await expect(staffPage.getByText('1 selected patient')).toBeVisible();
    await expect(staffPage.getByText('Three easy days.')).toBeVisible();
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
      data: {
        title: string;
        steps: { series: { id: string; questions: { id: string }[] }[] }[];
        days: { _id: string; state: string }[];
      }[];
    };
    const assignment = data.find((each) => each.title === title);
    const today = assignment?.days[0];
    // The editor copied the library's series under new ids: answers name the copies.
    const copied = assignment?.steps[0]?.series[0];
    const [weight, exertion] = copied?.questions ?? [];
    const answers = (kilograms: number) => ({
      answers: [
        {
          seriesId: copied?.id,
          questionId: weight?.id,
          answer: { kind: 'number', value: { value: kilograms } },
        },
        {
          seriesId: copied?.id,
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
