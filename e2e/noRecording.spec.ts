import { expect, test } from './support/test';
import { bearer, demoSession } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { demoDoctor } from './support/demo';
import { createExamination, noRecordingShown, openSignedIn, signalsLoaded } from './support/review';

/*
 * A new examination has no recording until one is imported (issue 26 "Demo data that behaves
 * like real data"): no made-up signals or events, its report says so; in the demo clinic staff
 * may ask for a made-up recording of its type instead of a file.
 */
test('a new examination has no recording until the demo one is asked for', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await demoSession(request, demoDoctor);
  const examinationId = await createExamination(request, session, 'sleep_apnea', 8, {
    recording: 'none',
  });
  const api = `/api/teams/${session.teamId}/examinations/${examinationId}`;
  const events = await request.get(`${api}/events`, { headers: bearer(session.token) });
  expect(((await events.json()) as { events: unknown[] }).events).toEqual([]);

  await openSignedIn(page, `/clinic/${session.teamId}/examinations/${examinationId}`);
  await noRecordingShown(page);
  await expect(page.getByRole('group', { name: 'Signals' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'examination without a recording');

  await page.getByRole('button', { name: 'Use a demo recording' }).click();
  await signalsLoaded(page);
  const recording = await request.get(`${api}/recording`, { headers: bearer(session.token) });
  expect(await recording.json()).toMatchObject({ source: 'demo' });
  const made = await request.get(`${api}/events`, { headers: bearer(session.token) });
  expect(((await made.json()) as { events: unknown[] }).events.length).toBeGreaterThan(0);
});
