import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { bearer, demoSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { demoPatient, demoPhysiotherapist } from './support/demo';
import { signIn } from './support/signIn';

/*
 * Rehabilitation programs against the real server (issues 23 and 26): a physiotherapist saves a
 * step and a series to the clinic's library, builds a program from them restricted to one patient
 * (through the API the editor calls), publishes it and assigns it from the patient's page; the
 * patient signs in to their own home, opens a report shared with them, and on the program's page
 * records today's answers (a number outside its question's bounds refused first, the pain placed
 * on the body outline by keyboard) and plans a day off; staff see the day done and the adherence
 * on the patient's page.
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
        { id: randomUUID(), prompt: 'Where does it hurt?', kind: 'painPosition' },
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
        daysOffAllowed: 1,
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

    // Staff see the day done and the adherence.
    await staffPage.reload();
    const history = staffPage.getByRole('region', { name: title });
    await expect(history.getByText('Done', { exact: true })).toBeVisible();
    await expect(history.getByText('Adherence 100%')).toBeVisible();
  });
});
