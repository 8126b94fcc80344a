import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { bearer, demoSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { demoPatient, demoPhysiotherapist } from './support/demo';
import { signIn } from './support/signIn';

/*
 * Rehabilitation programs against the real server (issues 23 and 26): a physiotherapist saves a
 * step and a series to the clinic's library, builds a program from them in the program editor
 * (restricted to one patient, a step reordered by keyboard and by drag and drop), publishes it and
 * assigns it from the patient's page; the patient signs in to their own home, opens a report
 * shared with them, and on the program's page records today's answers (a number outside its
 * question's bounds refused first, the pain placed on the body outline by keyboard) and plans a
 * day off; staff see the day done and the adherence on the patient's page.
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
        { id: randomUUID(), prompt: 'Where does it hurt?', kind: 'painPosition' },
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

    await staffPage.getByRole('textbox', { name: 'Days off allowed' }).fill('1');
    await staffPage.getByRole('button', { name: 'Add block' }).click();
    await staffPage.getByLabel('Text', { exact: true }).fill('Three easy days.');
    // Under load the search's first answer may come after the field was drawn again, leaving it
    // empty (seen once in the full suite): type again until the patient is offered.
    await expect(async () => {
      await staffPage.getByRole('combobox', { name: 'Add a patient' }).fill('Krzysztof');
      await staffPage
        .getByRole('option', { name: 'Krzysztof Szymański' })
        .first()
        .click({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
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

    // A refused save takes focus to the field to correct: a name of five characters (six at least).
    const programTitle = staffPage.getByRole('textbox', { name: 'Title', exact: true });
    await programTitle.fill('Short');
    await staffPage.getByRole('button', { name: 'Save changes' }).click();
    await expect(staffPage.getByText('Correct the marked fields before saving.')).toBeVisible();
    await expect(programTitle).toBeFocused();
    await programTitle.fill(title);

    await staffPage.getByRole('button', { name: 'Save changes' }).click();
    await expect(staffPage.getByText('Program saved')).toBeVisible();
    await staffPage.getByRole('button', { name: 'Back to the program' }).click();
    await expect(staffPage.getByRole('heading', { name: title })).toBeVisible();
    await expect(staffPage.getByText('1 selected patient')).toBeVisible();
    await expect(staffPage.getByText('Three easy days.')).toBeVisible();
    // Opened again, the editor names the patient the program keeps by id.
    await staffPage.getByRole('button', { name: 'Edit program' }).click();
    await expect(
      staffPage.getByRole('button', { name: 'Remove Krzysztof Szymański' }),
    ).toBeVisible();
    await staffPage.getByRole('button', { name: 'Back to the program' }).click();
    await expect(staffPage.getByRole('heading', { name: title })).toBeVisible();
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

    // The patient signs in to their own home: their clinic, their examinations, a report shared
    // with them.
    const patientPage = await (await browser.newContext({ locale: 'en-GB' })).newPage();
    await patientPage.goto('/');
    await signIn(patientPage, demoPatient);
    await expect(patientPage).toHaveURL('/my-health');
    await expect(patientPage.getByRole('heading', { level: 1, name: 'My health' })).toBeVisible();
    const clinic = patientPage.getByRole('region', { name: 'Telemed Demo Clinic' });
    const examinations = clinic.getByRole('grid', { name: 'My examinations' });
    await expect(examinations).toBeVisible();
    await expectNoAxeViolations(patientPage, "the patient's home");
    await examinations
      .getByRole('link', { name: /^Open the report of / })
      .first()
      .click();
    await expect(patientPage).toHaveURL(/\/my-health\/.+\/examinations\/.+\/report$/);
    await expect(patientPage.getByRole('heading', { level: 1, name: 'Report' })).toBeVisible();
    // A demo examination's first open makes its recording: the report may take a while.
    await expect(patientPage.getByText('Telemed Demo Clinic').first()).toBeVisible({
      timeout: 60_000,
    });
    await patientPage.getByRole('link', { name: 'My health' }).first().click();

    // Today's day of the program: the weight out of bounds is refused, the pain is placed on
    // the body outline with the arrow keys, and the day is recorded.
    await clinic.getByRole('link', { name: "Open today's program" }).click();
    await expect(patientPage).toHaveURL(`/my-health/${teamId}/program`);
    const program = patientPage.getByRole('region', { name: title });
    await expect(program.getByRole('heading', { name: 'Chair squats' })).toBeVisible();
    await program.getByRole('textbox', { name: 'kg' }).fill('250');
    await program.getByRole('textbox', { name: /Borg/ }).fill('13');
    await program.getByRole('group', { name: 'Where it hurts' }).focus();
    await patientPage.keyboard.press('ArrowDown');
    await patientPage.keyboard.press('Shift+ArrowDown');
    await expect(program.getByText('Abdomen: 50 % across, 40 % down')).toBeVisible();
    await program.getByRole('button', { name: 'Record today' }).click();
    await expect(program.getByText('Value must be between 30 and 200')).toBeVisible();
    await program.getByRole('textbox', { name: 'kg' }).fill('82');
    // Leave the field first: leaving it takes its error away and moves the buttons up, so a
    // pointer pressed on "Record today" meanwhile would be released beside it.
    await patientPage.keyboard.press('Tab');
    await expect(program.getByText('Value must be between 30 and 200')).toHaveCount(0);
    await program.getByRole('button', { name: 'Record today' }).click();
    await expect(program.getByText("Today's answers are recorded.")).toBeVisible();
    await expectNoAxeViolations(patientPage, "the patient's program day");

    // A later day off, within the one allowed.
    await program.getByRole('button', { name: /Day off on/ }).click();
    await patientPage.getByRole('option').first().click();
    await program.getByRole('button', { name: 'Plan a day off' }).click();
    await expect(program.getByText('Days off: 1 of 1')).toBeVisible();
    await expect(program.getByText('Every day off allowed is planned.')).toBeVisible();
    const days = program.getByRole('grid', { name: `Days of ${title}` });
    await expect(days.getByText('Scheduled to be skipped')).toBeVisible();

    const { data } = (await (
      await request.get(`/api/teams/${teamId}/members/${patientId}/programs`, {
        headers: bearer(patient.token),
      })
    ).json()) as {
      data: {
        title: string;
        days: { answers: { answer: { kind: string; value: unknown } }[] }[];
      }[];
    };
    const answers = data.find((assignment) => assignment.title === title)?.days[0]?.answers;
    expect(answers?.map(({ answer }) => answer)).toEqual([
      { kind: 'number', value: { value: 82 } },
      { kind: 'borgScale', value: { value: 13 } },
      { kind: 'painPosition', value: { x: 0.5, y: 0.4 } },
    ]);

    // Staff see the day done and the adherence live, without reloading their page.
    const history = staffPage.getByRole('region', { name: title });
    await expect(history.getByText('Done', { exact: true })).toBeVisible();
    await expect(history.getByText('Adherence 100%')).toBeVisible();
    // And the answers over time: the weight first, the exertion on choosing it.
    const trends = history.getByRole('region', { name: 'Answers over time' });
    await expect(
      trends.getByRole('img', { name: 'Answers over time: Your weight today' }),
    ).toHaveAccessibleDescription(/^1 readings of Value \(kg\) .*latest 82\.$/);
    await trends.getByRole('button', { name: /Answer$/ }).click();
    await staffPage.getByRole('option', { name: /How hard was it\?/ }).click();
    await trends.getByRole('button', { name: 'Show as table' }).click();
    await expect(
      trends.getByRole('grid', { name: 'Answers over time: How hard was it?' }),
    ).toContainText('13');
    await expectNoAxeViolations(staffPage, "a patient's program history with its answers");
  });
});
