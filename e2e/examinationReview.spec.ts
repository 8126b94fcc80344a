import { expect, test } from './support/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { generateSyntheticEcg } from '../packages/analysis/src/synthetic/index';
import { writeEdf } from '../packages/formats/src/index';
import { bearer, demoSession } from './support/api';
import {
  createExamination,
  openNewExamination,
  openSignedIn,
  restoreAnalysisDefaults,
  signalsLoaded,
} from './support/review';
import { demoDoctor } from './support/demo';

/*
 * The examination page against the real server and the demo clinic, whose examinations get a
 * synthetic recording and its analysis on first access. Other specs work on demo examinations at
 * the same time, so each test reviews examinations it creates through the API and edits only
 * their events.
 */
test.use({ timezoneId: 'UTC', permissions: ['clipboard-read', 'clipboard-write'] });

interface ApiEvent {
  _id: string;
  type: string;
  origin: string;
  startDate: string;
  endDate: string;
  description: string | null;
}

const doctorSession = (request: APIRequestContext) => demoSession(request, demoDoctor);

/**
 * Pages the events table (the view's events, a few a page by start) from its first page until
 * `row` is on the page shown; fails when no page has it.
 */
async function showRow(page: Page, row: Locator): Promise<void> {
  const panel = page.getByRole('tabpanel', { name: 'Events' });
  const first = panel.getByRole('button', { name: 'Page 1', exact: true });
  const next = panel.getByRole('button', { name: 'Next page' });
  let fromFirst = false;
  await expect
    .poll(
      async () => {
        if ((await row.count()) > 0) return true;
        if (!fromFirst) {
          if ((await first.count()) > 0) await first.click();
          fromFirst = true;
        } else if ((await next.count()) > 0 && (await next.isEnabled())) {
          await next.click();
        }
        return false;
      },
      { message: 'the row on a page of the events table', timeout: 20_000 },
    )
    .toBe(true);
}

async function eventsOf(
  request: APIRequestContext,
  { token, teamId }: { token: string; teamId: string },
  examinationId: string,
): Promise<ApiEvent[]> {
  const response = await request.get(`/api/teams/${teamId}/examinations/${examinationId}/events`, {
    headers: bearer(token),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { events: ApiEvent[] }).events;
}

const clock = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'UTC',
});
const shownWindow = (start: number, end: number) =>
  `Window from ${clock.format(start)} to ${clock.format(end)}.`;

/** The window the viewer announces, e.g. 'Window from 20/11/2026, 01:00:00 to ...'. */
async function announcedWindow(page: Page): Promise<string> {
  const summary = (await page.getByTestId('signal-viewer-summary').textContent()) ?? '';
  return /Window from [^.]*\./.exec(summary)?.[0] ?? '';
}

/** A new 3-hour sleep study of a demo patient, opened by the demo doctor with its signals drawn. */
const openNewSleepStudy = (page: Page, request: APIRequestContext) =>
  openNewExamination(page, request, 'sleep_apnea', 3);

const allSaved = (page: Page) =>
  expect(page.getByTestId('save-state')).toHaveText('All changes to the events are saved');

test.describe('examination review', () => {
  test('reviews a sleep study: keyboard and wheel, scoring, editing a detected event, undo, reload and a shared link', async ({
    page,
    request,
    context,
  }) => {
    test.setTimeout(120_000);
    const session = await doctorSession(request);
    // The synthetic night's severity follows the new examination's id; a normal night may have
    // no obstructive apnea to edit, so a few nights are made until one has.
    let examinationId = '';
    let apnea: ApiEvent | undefined;
    for (let night = 0; night < 6 && !apnea; night += 1) {
      examinationId = await createExamination(request, session, 'sleep_apnea', 3);
      apnea = (await eventsOf(request, session, examinationId)).find(
        (event) => event.type === 'APNEA_OBSTRUCTIVE' && event.origin === 'analysis',
      );
    }
    if (!apnea) throw new Error('six synthetic nights without an obstructive apnea');
    const apneaStart = Date.parse(apnea.startDate);
    // Windows on half seconds, so no edge falls on the whole second the summary rounds to.
    const from = Math.floor((apneaStart - 30_000) / 1000) * 1000 + 500;
    const to = from + 128_000;

    // A shared link with a window opens on exactly that window.
    await openSignedIn(
      page,
      `/clinic/${session.teamId}/examinations/${examinationId}/${from}/${to}`,
    );
    await signalsLoaded(page);
    await expect(page.getByTestId('signal-viewer-summary')).toContainText(shownWindow(from, to));
    await expect(page.getByText('Sleep apnea ·')).toBeVisible();

    // Keyboard: zoom in around the middle, then pan right; the address follows.
    const plot = page.getByRole('group', { name: 'Signals' });
    await plot.focus();
    await page.keyboard.press('+');
    const half = (to - from) / 2;
    const zoomedStart = from + half / 2;
    await expect(page.getByTestId('signal-viewer-summary')).toContainText(
      shownWindow(zoomedStart, zoomedStart + half),
    );
    await page.keyboard.press('ArrowRight');
    const pannedStart = zoomedStart + half / 4;
    await expect(page.getByTestId('signal-viewer-summary')).toContainText(
      shownWindow(pannedStart, pannedStart + half),
    );
    await expect(page).toHaveURL(
      `/clinic/${session.teamId}/examinations/${examinationId}/${Math.round(pannedStart)}/${Math.round(pannedStart + half)}`,
    );

    // The mouse wheel zooms out around the pointer.
    const keyboardWindow = await announcedWindow(page);
    const keyboardAddress = page.url();
    const box = await plot.boundingBox();
    if (!box) throw new Error('the plot has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => announcedWindow(page)).not.toBe(keyboardWindow);
    await expect(page).not.toHaveURL(keyboardAddress);

    // Dragging the plot pans: pulled left by a fifth of its width (on the time axis, clear of
    // events), the window moves later, and the address with it.
    const addressStart = () => Number(new URL(page.url()).pathname.split('/').at(-2));
    const wheeledStart = addressStart();
    const axisY = box.y + box.height - 8;
    await page.mouse.move(box.x + box.width / 2, axisY);
    await page.mouse.down();
    await page.mouse.move(box.x + (box.width * 3) / 10, axisY, { steps: 5 });
    await page.mouse.up();
    await expect.poll(addressStart).toBeGreaterThan(wheeledStart);

    // Back to the apnea through the events table; a detected event's description is locked.
    await page.goto(`/clinic/${session.teamId}/examinations/${examinationId}/${from}/${to}`);
    await signalsLoaded(page);
    const apneaTime = new Intl.DateTimeFormat('en-GB', {
      timeStyle: 'medium',
      timeZone: 'UTC',
    }).format(apneaStart);
    await page
      .getByRole('grid', { name: 'Events' })
      .getByRole('row')
      .filter({ hasText: 'Obstructive apnea' })
      .filter({ hasText: apneaTime })
      .click();
    const selection = page.getByTestId('signal-viewer-selection');
    await expect(selection).toContainText('Selected: Obstructive apnea');
    await expect(selection).toContainText('analysis');
    const toolbar = page.getByRole('group', { name: 'Selected event' });
    await expect(toolbar.getByRole('textbox', { name: 'Description' })).not.toBeEditable();
    await expect(
      toolbar.getByText('Detected automatically: the description cannot be changed.'),
    ).toBeVisible();

    // Edit it (its type), delete it, undo the delete.
    await toolbar.getByRole('button', { name: /Event type/ }).click();
    await page.getByRole('option', { name: 'Central apnea', exact: true }).click();
    await expect(selection).toContainText('Selected: Central apnea');
    await expect(toolbar.getByRole('textbox', { name: 'Description' })).not.toBeEditable();
    await plot.focus();
    await page.keyboard.press('Delete');
    await expect(selection).toHaveText('No event selected.');
    await page.keyboard.press('Control+z');
    await expect(selection).toContainText('Selected: Central apnea');
    // Undo brings back what was deleted: still detected by the analysis, not a user's event.
    await expect(selection).toContainText('analysis');
    await allSaved(page);

    // Score a hypopnea with its hotkey in the middle of the view.
    await page.keyboard.press('Escape');
    await page.keyboard.press('h');
    await expect(selection).toContainText('Selected: Hypopnea');
    await expect(selection).toContainText('user');
    await allSaved(page);

    // Saved on the server, and there after a reload (which reopens the window of the address).
    await expect
      .poll(async () => {
        const events = await eventsOf(request, session, examinationId);
        return {
          hypopnea: events.some(
            (event) =>
              event.type === 'HYPOPNEA' &&
              event.origin === 'user' &&
              Date.parse(event.startDate) >= from &&
              Date.parse(event.endDate) <= to,
          ),
          centralAtApnea: events.some(
            (event) =>
              event.type === 'APNEA_CENTRAL' &&
              event.origin === 'analysis' &&
              Date.parse(event.startDate) === apneaStart,
          ),
          obstructiveAtApnea: events.some(
            (event) =>
              event.type === 'APNEA_OBSTRUCTIVE' && Date.parse(event.startDate) === apneaStart,
          ),
        };
      })
      .toEqual({ hypopnea: true, centralAtApnea: true, obstructiveAtApnea: false });
    const beforeReload = await announcedWindow(page);
    await page.reload();
    await signalsLoaded(page);
    await expect.poll(() => announcedWindow(page)).toBe(beforeReload);
    const table = page.getByRole('grid', { name: 'Events' });
    await showRow(
      page,
      table.getByRole('row').filter({ hasText: 'Hypopnea' }).filter({ hasText: 'user' }),
    );
    await showRow(
      page,
      table.getByRole('row').filter({ hasText: 'Central apnea' }).filter({ hasText: apneaTime }),
    );

    // Copy link: the link opens the same window in another tab.
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to clipboard')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/examinations/${examinationId}/\\d+/\\d+$`));
    const shared = await context.newPage();
    await shared.goto(link);
    await signalsLoaded(shared);
    await expect.poll(() => announcedWindow(shared)).toBe(beforeReload);
  });

  test('counts apneas by kind, charts the body position and the saturation and heart-rate distributions', async ({
    page,
    request,
  }) => {
    const { session, examinationId } = await openNewSleepStudy(page, request);
    const detected = await eventsOf(request, session, examinationId);
    const obstructive = detected.filter((event) => event.type === 'APNEA_OBSTRUCTIVE').length;

    await page.getByRole('tab', { name: 'Respiratory' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Respiratory' });
    const apneas = panel.getByRole('grid', { name: 'Apneas and hypopneas' });
    await expect(
      apneas
        .getByRole('row')
        .filter({ hasText: 'Obstructive apnea' })
        .getByRole('gridcell')
        .first(),
    ).toHaveText(String(obstructive));
    await expect(
      apneas.getByRole('row').filter({ hasText: 'All apneas and hypopneas' }),
    ).toBeVisible();
    // The night's positions, drawn and tabulated; the shares of known time add up to 100 %.
    await expect(
      panel.getByRole('img', { name: /^Body position over the recording: / }),
    ).toBeVisible();
    const shares = await panel
      .getByRole('grid', { name: 'Time and AHI in each body position' })
      .getByRole('row')
      .evaluateAll((rows) =>
        rows
          .slice(1)
          .map((row) => Number(row.querySelectorAll('[role="gridcell"]')[1]?.textContent)),
      );
    expect(shares).toHaveLength(5);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBeCloseTo(100, 0);

    // The statistics show the night's saturation and heart-rate distributions.
    await page.getByRole('tab', { name: 'Statistics' }).click();
    const statistics = page.getByRole('tabpanel', { name: 'Statistics' });
    await expect(
      statistics.getByRole('heading', { name: 'Saturation distribution' }),
    ).toBeVisible();
    await expect(
      statistics.getByRole('heading', { name: 'Heart rate distribution' }),
    ).toBeVisible();
  });

  test('writes a report description of its own and restores the automatic one, each after a warning', async ({
    page,
    request,
  }) => {
    const { session, examinationId } = await openNewSleepStudy(page, request);
    await page.getByRole('tab', { name: 'Report' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Report' });
    const description = panel.getByRole('textbox', { name: 'Report description' });
    await expect(panel.getByText(/^Automatic description:/)).toBeVisible();
    await expect(description).toHaveValue(
      /^AHI [\d.]+ per hour: (no|mild|moderate|severe) sleep apnea\./,
    );

    const own = 'Moderate obstructive sleep apnea, worse supine. CPAP titration advised.';
    await description.fill(own);
    await panel.getByRole('button', { name: 'Save description' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Save your own description?' });
    await expect(warning).toContainText('no longer updates it');
    await warning.getByRole('button', { name: 'Save description' }).click();
    await expect(page.getByText('Report description saved')).toBeVisible();
    await expect(panel.getByText(/^Written by hand:/)).toBeVisible();

    await page.reload();
    await signalsLoaded(page);
    await page.getByRole('tab', { name: 'Report' }).click();
    await expect(description).toHaveValue(own);
    await panel.getByRole('button', { name: 'Restore automatic description' }).click();
    const restore = page.getByRole('alertdialog', { name: 'Restore the automatic description?' });
    await restore.getByRole('button', { name: 'Restore automatic description' }).click();
    await expect(page.getByText('Automatic description restored')).toBeVisible();
    await expect(description).toHaveValue(/^AHI /);
    const stored = await request.get(`/api/teams/${session.teamId}/examinations/${examinationId}`, {
      headers: bearer(session.token),
    });
    expect(
      ((await stored.json()) as { reportDescription: string | null }).reportDescription,
    ).toBeNull();
  });

  test('shows a colleague’s scoring and deleting live, without reloading', async ({
    page,
    browser,
    request,
  }) => {
    const { path } = await openNewExamination(page, request, 'sleep_apnea', 3);
    const colleague = await (await browser.newContext()).newPage();
    await openSignedIn(colleague, path);
    await signalsLoaded(colleague);
    // The server's count of events, which the colleague's page asks for again after each
    // change it hears of (a hypopnea scored in wake is an event, though not one of the AHI's).
    await colleague.getByRole('tab', { name: 'Statistics' }).click();
    const events = colleague
      .getByTestId('examination-figures')
      .locator('div')
      .filter({ has: colleague.locator('dt', { hasText: /^Events$/ }) })
      .locator('dd');
    await expect(events).toHaveText(/^[\d,]+$/);
    const before = Number((await events.textContent())?.replace(/,/g, ''));
    const shown = (count: number) => count.toLocaleString('en-GB');

    // Scored on one page, counted on the other.
    await page.getByRole('group', { name: 'Signals' }).focus();
    await page.keyboard.press('h');
    await expect(page.getByTestId('signal-viewer-selection')).toContainText('Selected: Hypopnea');
    await allSaved(page);
    await expect(events).toHaveText(shown(before + 1));

    await page.keyboard.press('Delete');
    await allSaved(page);
    await expect(events).toHaveText(shown(before));
    await colleague.close();
  });

  test('reports the window on screen, and removes the analysis’s events after a warning', async ({
    page,
    request,
  }) => {
    const { session, examinationId } = await openNewSleepStudy(page, request);
    const detected = (await eventsOf(request, session, examinationId)).filter(
      (event) => event.origin === 'analysis',
    );
    expect(detected.length).toBeGreaterThan(0);

    // The partial report: the window on screen (a sleep study opens on its whole night, here
    // three hours) and its events.
    await page.getByRole('tab', { name: 'This window' }).click();
    const windowFigures = page.getByTestId('window-figures');
    await expect(windowFigures).toContainText('Length');
    await expect(windowFigures).toContainText('03 h 00 min 00 s');

    await page.getByRole('tab', { name: 'Events' }).click();
    const remove = page.getByRole('button', { name: `Remove these events (${detected.length})` });
    await remove.click();
    const warning = page.getByRole('alertdialog', { name: 'Remove the events of Analysis?' });
    await expect(warning).toContainText('Undo cannot bring them back');
    await warning.getByRole('button', { name: 'Remove events' }).click();
    await expect(page.getByText(`${detected.length} events removed`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove these events (0)' })).toBeDisabled();
    const left = await eventsOf(request, session, examinationId);
    expect(left.filter((event) => event.origin === 'analysis')).toEqual([]);
  });

  test('runs the analysis again with the clinic’s parameters after a warning, and keeps them', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    // The synthetic night follows the new examination's id; a 3-hour night whose wake leaves less
    // than the 2 hours the analysis needs is refused (as its demo analysis was: no detected
    // events), so a few nights are made until one was analysed.
    let opened = await openNewSleepStudy(page, request);
    let before = await eventsOf(request, opened.session, opened.examinationId);
    for (
      let night = 1;
      night < 6 && !before.some((event) => event.origin === 'analysis');
      night += 1
    ) {
      opened = await openNewSleepStudy(page, request);
      before = await eventsOf(request, opened.session, opened.examinationId);
    }
    const { session, examinationId } = opened;
    const scoredByHand = before.filter((event) => event.origin === 'user');

    await page.getByRole('tab', { name: 'Analysis' }).click();
    await expect(
      page.getByRole('heading', { name: 'Analysis parameters for Sleep apnea examinations' }),
    ).toBeVisible();
    // An inconsistent pair is refused by the server and said beside its field.
    await page.getByRole('textbox', { name: 'Shortest apnea' }).fill('60');
    await page.getByRole('textbox', { name: 'Longest apnea' }).fill('30');
    await page.getByRole('button', { name: 'Run the analysis' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Run the analysis again?' });
    await expect(warning).toContainText('events scored by hand stay');
    await warning.getByRole('button', { name: 'Run' }).click();
    await expect(
      page.getByText('The longest span cannot be shorter than the shortest'),
    ).toBeVisible();

    // Stricter desaturations (4 %, the CMS rule), spans back to the defaults.
    await page.getByRole('button', { name: 'Restore the defaults' }).click();
    await page.getByRole('textbox', { name: 'Desaturation drop' }).fill('4');
    await page.getByRole('button', { name: 'Run the analysis' }).click();
    await warning.getByRole('button', { name: 'Run' }).click();
    await expect(warning).toBeHidden();
    // The answer is the toast, or a refusal said in the panel (named if it comes).
    const done = page.getByText(/Analysis done\. Events detected: \d+/);
    const refusal = page.getByRole('tabpanel', { name: 'Analysis' }).getByRole('alert');
    await expect(done.or(refusal)).toBeVisible({ timeout: 60_000 });
    expect(await refusal.allTextContents()).toEqual([]);
    const after = await eventsOf(request, session, examinationId);
    const previous = new Set(before.map((event) => event._id));
    // Every detected event is new, the hand-scored ones are the same.
    expect(
      after.filter((event) => event.origin === 'analysis').some((e) => previous.has(e._id)),
    ).toBe(false);
    expect(after.filter((event) => event.origin === 'user')).toEqual(scoredByHand);

    // The clinic keeps 4 % for its sleep studies; put the default back for the other tests.
    await restoreAnalysisDefaults(page, 'Desaturation drop', '4');
    await page.reload();
    await signalsLoaded(page);
    await page.getByRole('tab', { name: 'Analysis' }).click();
    await expect(page.getByRole('textbox', { name: 'Desaturation drop' })).toHaveValue('3');
  });

  test('runs the Holter ECG analysis in the background with the clinic’s parameters, replacing the detected events', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { session, examinationId } = await openNewExamination(page, request, 'holter_ecg', 1);
    const before = await eventsOf(request, session, examinationId);

    await page.getByRole('tab', { name: 'Analysis' }).click();
    await expect(
      page.getByRole('heading', { name: 'Analysis parameters for Holter ECG examinations' }),
    ).toBeVisible();
    const run = async () => {
      await page.getByRole('button', { name: 'Run the analysis' }).click();
      const warning = page.getByRole('alertdialog', { name: 'Run the analysis again?' });
      await expect(warning).toContainText('beat types are replaced');
      await warning.getByRole('button', { name: 'Run' }).click();
    };
    // A rate both slow and fast is refused beside its field.
    await page.getByRole('textbox', { name: 'Bradycardia below' }).fill('80');
    await page.getByRole('textbox', { name: 'Tachycardia above' }).fill('80');
    await run();
    await expect(
      page.getByText('Tachycardia must start above the bradycardia limit'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Restore the defaults' }).click();
    await page.getByRole('textbox', { name: 'Pause longer than' }).fill('1.5');
    await run();
    await expect(page.getByTestId('ecg-analysis-status')).toHaveText(
      /Analysis done: [\d,]+ beats, [\d,]+ events detected\./,
      { timeout: 60_000 },
    );
    const after = await eventsOf(request, session, examinationId);
    const previous = new Set(before.map((event) => event._id));
    expect(after.filter((event) => event.origin === 'analysis').length).toBeGreaterThan(0);
    expect(after.some((event) => event.origin !== 'user' && previous.has(event._id))).toBe(false);
    // The page shows the new analysis: its beats are listed, its events in the table.
    await page.getByRole('tab', { name: 'Beats' }).click();
    await expect(page.getByTestId('beat-statistics')).toContainText('Total beats');

    await page.reload();
    await signalsLoaded(page);
    await page.getByRole('tab', { name: 'Analysis' }).click();
    await expect(page.getByRole('textbox', { name: 'Pause longer than' })).toHaveValue('1.5');
  });

  test('says an uploaded Holter is not analysed, and analyses it on request', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const session = await doctorSession(request);
    const examinationId = await createExamination(request, session, 'holter_ecg', 1);
    // A recorder's file: one ECG lead, 15 minutes of the generator's sinus rhythm with ectopics.
    const ecg = generateSyntheticEcg({
      durationSeconds: 900,
      seed: 7,
      leads: ['II'],
      ectopics: { ventricularPerHour: 60, supraventricularPerHour: 30 },
    });
    const edf = writeEdf({
      startDate: { year: 2024, month: 5, day: 6, hour: 9, minute: 0, second: 0 },
      recordDurationSeconds: 1,
      signals: [
        {
          label: 'ECG',
          physicalDimension: 'mV',
          physicalMin: -10,
          physicalMax: 10,
          samplesPerRecord: ecg.samplingRate,
          samples: ecg.signals[0] ?? new Float32Array(0),
        },
      ],
    });
    const upload = await request.post(
      `/api/teams/${session.teamId}/examinations/${examinationId}/recording?fileName=holter.edf`,
      {
        headers: { ...bearer(session.token), 'content-type': 'application/octet-stream' },
        data: Buffer.from(edf),
      },
    );
    expect(upload.status()).toBe(201);

    await openSignedIn(page, `/clinic/${session.teamId}/examinations/${examinationId}`);
    await signalsLoaded(page);
    const notAnalysed = page.getByText('The ECG of this recording has not been analysed yet');
    await expect(notAnalysed).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Beats' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'Analysis' }).click();
    await page.getByRole('button', { name: 'Run the analysis' }).click();
    await page
      .getByRole('alertdialog', { name: 'Run the analysis again?' })
      .getByRole('button', { name: 'Run' })
      .click();
    await expect(page.getByTestId('ecg-analysis-status')).toHaveText(/Analysis done/, {
      timeout: 60_000,
    });
    // The page has the analysis now: its beats, its ventricular ectopics, no notice.
    await page.getByRole('tab', { name: 'Beats' }).click();
    await expect(page.getByTestId('beat-statistics')).toContainText('Total beats');
    const events = await eventsOf(request, session, examinationId);
    expect(events.some((event) => event.type === 'VENTRICULAR_ECTOPIC')).toBe(true);
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(notAnalysed).toHaveCount(0);
  });

  test('runs the COVID alerts again with stricter limits after a warning', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { session, examinationId } = await openNewExamination(page, request, 'covid', 24);
    const before = await eventsOf(request, session, examinationId);
    // Time under a high-heart-rate alert (a lower limit may join alerts, never shorten them).
    const alerts = (events: ApiEvent[]) =>
      events
        .filter((event) => event.type === 'HIGH_HEART_RATE')
        .reduce((sum, event) => sum + Date.parse(event.endDate) - Date.parse(event.startDate), 0);

    await page.getByRole('tab', { name: 'Analysis' }).click();
    await expect(
      page.getByRole('heading', {
        name: 'Analysis parameters for COVID home monitoring examinations',
      }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'High heart rate above' }).fill('60');
    await page.getByRole('button', { name: 'Run the analysis' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Run the analysis again?' });
    await expect(warning).toContainText('alerts and samples');
    await warning.getByRole('button', { name: 'Run' }).click();
    await expect(page.getByText(/Analysis done\. Events detected: \d+/)).toBeVisible({
      timeout: 30_000,
    });
    const after = await eventsOf(request, session, examinationId);
    // Anyone's pulse is above 60/min most of a day: the alerts now cover at least what they did.
    expect(alerts(after)).toBeGreaterThan(0);
    expect(alerts(after)).toBeGreaterThanOrEqual(alerts(before));
    // The clinic's limit stays for its next COVID analyses; put the default back.
    await restoreAnalysisDefaults(page, 'High heart rate above', '60');
  });

  test('reviews a Holter: two leads at paper speed, Holter rows, scoring by hotkey', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { session, examinationId } = await openNewExamination(page, request, 'holter_ecg', 1);
    const summary = page.getByTestId('signal-viewer-summary');
    await expect(summary).toContainText('Channels: ECG II (mV), ECG V5 (mV).');
    await expect(page.getByRole('button', { name: /Paper speed/ })).toContainText('25 mm/s');

    const plot = page.getByRole('group', { name: 'Signals' });
    await plot.focus();
    const first = await announcedWindow(page);
    await page.keyboard.press('PageDown');
    await expect.poll(() => announcedWindow(page)).not.toBe(first);
    const paged = await announcedWindow(page);
    await page.keyboard.press('-');
    await expect.poll(() => announcedWindow(page)).not.toBe(paged);
    await expect(page).toHaveURL(new RegExp(`/examinations/${examinationId}/\\d+/\\d+$`));

    // The Holter rows: five 12 s rows of lead II, paged by keyboard.
    await page.getByRole('tab', { name: 'Holter rows' }).click();
    const rows = page.getByRole('group', { name: 'Holter rows' });
    await expect(rows).toBeVisible();
    const rowsSummary = page.getByTestId('holter-rows-summary');
    await expect(rowsSummary).toContainText('ECG II: 5 rows of 12 s');
    const page1 = await rowsSummary.textContent();
    await rows.focus();
    await page.keyboard.press('PageDown');
    await expect(rowsSummary).not.toHaveText(page1 ?? '');
    const rowsStart = /from ([^ ]+ [^ ]+) to/.exec((await rowsSummary.textContent()) ?? '')?.[1];
    await page.getByRole('tab', { name: 'Signals' }).click();
    await signalsLoaded(page);
    await expect(summary).toContainText(`Window from ${rowsStart}`);

    // 'a' scores atrial fibrillation, saved at once.
    await plot.focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('a');
    await expect(page.getByTestId('signal-viewer-selection')).toContainText(
      'Selected: Atrial fibrillation',
    );
    await allSaved(page);
    await expect
      .poll(async () =>
        (await eventsOf(request, session, examinationId)).some(
          (event) => event.type === 'ATRIAL_FIBRILLATION' && event.origin === 'user',
        ),
      )
      .toBe(true);
  });

  test('a demo Holter shows its signals first; its ECG analysis arrives as the clinic’s task, without a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const session = await doctorSession(request);
    const examinationId = await createExamination(request, session, 'holter_ecg', 2, {
      recording: 'none',
    });
    await openSignedIn(page, `/clinic/${session.teamId}/examinations/${examinationId}`);
    await page.getByRole('button', { name: 'Use a demo recording' }).click();
    await signalsLoaded(page);
    // The analysis was asked for by no one when the recording was made; the page takes its beats
    // and events when it ends.
    await expect(page.getByRole('tab', { name: 'Beats' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/The ECG of this recording/)).toHaveCount(0);
    const tasks = (await (
      await request.get('/api/analysis/ecg/tasks', {
        headers: bearer(session.token),
        params: { teamId: session.teamId },
      })
    ).json()) as { tasks: { examinationId: string; status: string }[] };
    expect(tasks.tasks.filter((task) => task.examinationId === examinationId)).toEqual([
      expect.objectContaining({ status: 'completed' }),
    ]);
    const detected = (await eventsOf(request, session, examinationId)).filter(
      (event) => event.origin === 'analysis',
    );
    expect(detected.length).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'Events' }).getByRole('row').nth(1),
    ).toBeVisible();
  });

  test('lists a Holter’s beats by type, opens one in the signals and relabels it, kept after a reload', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { session, examinationId } = await openNewExamination(page, request, 'holter_ecg', 1);
    await page.getByRole('tab', { name: 'Beats' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Beats' });
    const figure = (name: string) =>
      panel.getByTestId('beat-statistics').locator('div', { hasText: name }).locator('dd');
    // The figures are the server's: they show once its statistics are in.
    await expect(figure('Normal beats')).toHaveText(/\d/);
    const normalBefore = Number((await figure('Normal beats').textContent())?.replace(/\D/g, ''));

    // Only the normal beats; one of the third page (out of the first window) opens in the
    // signals.
    await panel.getByRole('button', { name: / Show$/ }).click();
    await page.getByRole('option', { name: 'N · Normal' }).click();
    const table = panel.getByRole('grid', { name: 'Beats' });
    await panel.getByRole('button', { name: 'Page 3', exact: true }).click();
    const third = table.getByRole('row').nth(3);
    const time = (await third.getByRole('rowheader').textContent()) ?? '';
    await third.getByRole('rowheader').click();
    // The window in the address holds the beat's second.
    await expect(page).toHaveURL(new RegExp(`/examinations/${examinationId}/\\d+/\\d+$`));
    const [start, end] = new URL(page.url()).pathname.split('/').slice(-2).map(Number);
    const secondsShown = new Set<string>();
    for (let second = Math.floor((start ?? 0) / 1000); second * 1000 <= (end ?? 0); second += 1)
      secondsShown.add(clock.format(second * 1000).split(', ')[1] ?? '');
    expect([...secondsShown]).toContain(time);

    // Relabelled as ventricular: it leaves the list of normal beats, the statistics follow and
    // a ventricular ectopic event is scored on it.
    // Another beat may share the second shown.
    const sameSecond = table.getByRole('rowheader', { name: time, exact: true });
    const beatsInSecond = await sameSecond.count();
    await third.getByRole('gridcell').first().click();
    await expect(third).toHaveAttribute('aria-selected', 'true');
    await panel.getByRole('button', { name: / Relabel selected beats as$/ }).click();
    await page.getByRole('option', { name: 'V · Ventricular ectopic' }).click();
    await panel.getByRole('button', { name: 'Relabel', exact: true }).click();
    await expect(figure('Normal beats')).toHaveText(
      new Intl.NumberFormat('en-GB').format(normalBefore - 1),
    );
    await expect(sameSecond).toHaveCount(beatsInSecond - 1);
    await expect
      .poll(async () =>
        (await eventsOf(request, session, examinationId)).some(
          (event) =>
            event.type === 'VENTRICULAR_ECTOPIC' &&
            event.origin === 'user' &&
            // The event is centred on the beat (±60 ms): its middle is the beat's second.
            clock
              .format((Date.parse(event.startDate) + Date.parse(event.endDate)) / 2)
              .endsWith(time),
        ),
      )
      .toBe(true);

    await page.reload();
    await signalsLoaded(page);
    await page.getByRole('tab', { name: 'Beats' }).click();
    await expect(figure('Normal beats')).toHaveText(
      new Intl.NumberFormat('en-GB').format(normalBefore - 1),
    );
    // A Holter has no pulse channel: its heart-rate distribution comes from the beats.
    await page.getByRole('tab', { name: 'Statistics' }).click();
    const statistics = page.getByRole('tabpanel', { name: 'Statistics' });
    await expect(
      statistics.getByRole('heading', { name: 'Heart rate distribution' }),
    ).toBeVisible();
    await expect(statistics.getByRole('heading', { name: 'Saturation distribution' })).toHaveCount(
      0,
    );
  });

  test('shows a failed save, retries it and never drops the edit', async ({ page, request }) => {
    test.setTimeout(90_000);
    const { session, examinationId } = await openNewExamination(page, request, 'holter_ecg', 1);
    const plot = page.getByRole('group', { name: 'Signals' });
    const eventsUrl = `**/api/teams/${session.teamId}/examinations/${examinationId}/events`;

    // No answer at all (the network): retried by itself until it gets through.
    let dropped = 0;
    await page.route(eventsUrl, async (route) => {
      if (route.request().method() === 'POST' && dropped < 2) {
        dropped += 1;
        await route.abort('internetdisconnected');
      } else await route.continue();
    });
    await plot.focus();
    await page.keyboard.press('Escape');
    await page.keyboard.press('v');
    const failure = page.getByRole('alert').filter({ hasText: 'not saved' });
    await expect(failure).toContainText('1 change to the events is not saved');
    await expect(failure).toContainText('Trying again shortly.');
    await expect(failure.getByRole('button', { name: 'Retry now' })).toBeVisible();
    await allSaved(page);
    expect(dropped).toBe(2);
    await page.unroute(eventsUrl);

    // Refused by the server: held, with the reason, until the user retries.
    let refuse = true;
    await page.route(eventsUrl, async (route) => {
      if (route.request().method() === 'POST' && refuse)
        await route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 400,
            code: 'TEST_REFUSAL',
            message: 'Refused by the test',
          }),
        });
      else await route.continue();
    });
    await page.keyboard.press('Escape');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('p');
    await expect(failure).toContainText('Refused by the test');
    await expect(failure).toContainText('The server refused the change.');
    await expect(failure.getByRole('button', { name: 'Discard unsaved changes' })).toBeVisible();
    refuse = false;
    await failure.getByRole('button', { name: 'Retry now' }).click();
    await allSaved(page);
    await expect
      .poll(async () =>
        (await eventsOf(request, session, examinationId))
          .filter((event) => event.origin === 'user')
          .map((event) => event.type)
          .sort(),
      )
      .toEqual(['PAUSE', 'VENTRICULAR_ECTOPIC']);
  });

  test('says when the examination does not exist', async ({ page, request }) => {
    const { teamId } = await doctorSession(request);
    await openSignedIn(page, `/clinic/${teamId}/examinations/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByText('Examination not found')).toBeVisible();
  });
});
