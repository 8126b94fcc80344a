import { expect, test } from './support/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiToken, bearer, demoClinicId } from './support/api';
import type { Account } from './support/api';
import { demoDoctor, demoNurse } from './support/demo';
import { signIn } from './support/signIn';

/*
 * The examinations page against the seeded demo clinic. Other specs change demo examinations at
 * the same time, so each test works on examinations it creates through the API (each with its own
 * start minute, which the page shows in the examination's accessible name) and never counts rows.
 */
test.use({ timezoneId: 'UTC' });

interface Created {
  id: string;
  /** How the page names it: 'Holter ECG, {patient}, DD/MM/YYYY HH:mm'. */
  label: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const shownDate = (date: Date) =>
  `${twoDigits(date.getUTCDate())}/${twoDigits(date.getUTCMonth() + 1)}/${date.getUTCFullYear()} ` +
  `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;

/** A 24-hour Holter ECG of a demo patient, starting at a random minute of the past years. */
async function createExamination(
  request: APIRequestContext,
  token: string,
  teamId: string,
): Promise<Created> {
  const patients = (await (
    await request.get('/api/search', {
      headers: bearer(token),
      params: { phrase: '', teamId, roles: 'user' },
    })
  ).json()) as { _id: string; user: { personalDetails: { fullName: string } } }[];
  const patient = patients[Math.floor(Math.random() * patients.length)];
  if (!patient) throw new Error('the demo clinic has no patients');
  const minutes = Math.floor(Math.random() * 3 * 365 * 24 * 60);
  const start = new Date(Date.UTC(2022, 0, 1) + minutes * 60_000);
  const response = await request.post(`/api/teams/${teamId}/members/${patient._id}/examinations`, {
    headers: bearer(token),
    data: {
      type: 'holter_ecg',
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 86_400_000).toISOString(),
      description: 'End-to-end examination',
    },
  });
  expect(response.status()).toBe(201);
  const { _id } = (await response.json()) as { _id: string };
  const label = `Holter ECG, ${patient.user.personalDetails.fullName}, ${shownDate(start)}`;
  return { id: _id, label };
}

async function examinationStatus(
  request: APIRequestContext,
  token: string,
  teamId: string,
  id: string,
): Promise<{ status: string; archived: boolean; assignedDoctor: string | null }> {
  const response = await request.get(`/api/teams/${teamId}/examinations/${id}`, {
    headers: bearer(token),
  });
  return response.json();
}

async function putStatus(
  request: APIRequestContext,
  token: string,
  teamId: string,
  id: string,
  status: string,
) {
  const response = await request.put(`/api/teams/${teamId}/examinations/${id}/status`, {
    headers: bearer(token),
    data: { status, order: 0 },
  });
  expect(response.ok()).toBe(true);
}

async function openExaminations(page: Page, account: Account, teamId: string): Promise<void> {
  await page.goto(`/clinic/${teamId}/examinations`);
  await signIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Examinations' })).toBeVisible();
  const cookies = page.getByRole('button', { name: 'Accept' });
  if (await cookies.isVisible()) await cookies.click();
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The status dropdown of one examination (its name ends with the examination's label). */
const statusOf = (scope: Page | Locator, label: string) =>
  scope.getByRole('button', { name: new RegExp(`change the status of ${escaped(label)}$`) });

/** The list's row of one examination. */
const rowOf = (page: Page, label: string) =>
  page.getByRole('row').filter({ has: statusOf(page, label) });

/** Shows the board; each column draws only the cards in its view. */
async function openBoard(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Board' }).click();
  await expect(columnOf(page, 'Pending')).toBeVisible({ timeout: 30_000 });
}

/** One board column's list of cards ('Pending, 3 cards'). */
const columnOf = (page: Page, title: string) =>
  page.getByRole('grid', { name: new RegExp(`^${title}, \\d+ cards?$`) });

/** The board's card of one examination. */
const cardOf = (page: Page, id: string) =>
  page.getByRole('row').filter({ has: page.locator(`a[href$="/examinations/${id}"]`) });

/**
 * Scrolls a board column to its end, where a card moved or added without a place lands, until
 * the card is drawn: a long column draws only the cards in its view, and its height grows as the
 * cards drawn are measured, so one scroll to the end may stop short of it.
 */
async function revealAtEnd(page: Page, title: string, card: Locator): Promise<void> {
  const column = columnOf(page, title);
  await expect(async () => {
    await column.evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
    await expect(column.locator(card)).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('as a doctor', () => {
  let token: string;
  let teamId: string;

  test.beforeEach(async ({ request }) => {
    token = await apiToken(request, demoDoctor);
    teamId = await demoClinicId(request, token);
  });

  test('filters by type and status, and the filters are restored after a reload', async ({
    page,
  }) => {
    await openExaminations(page, demoDoctor, teamId);
    await page.getByRole('button', { name: 'Type: any' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Sleep apnea' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Status: any' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'For description' }).click();
    await page.keyboard.press('Escape');

    const typeCells = page.getByRole('rowheader');
    await expect(typeCells.first()).toBeVisible();
    await expect(typeCells).not.toContainText(['Holter ECG']);
    for (const cell of await typeCells.all()) await expect(cell).toHaveText(/sleep apn/i);

    await page.reload();
    await expect(page.getByRole('button', { name: /^Type: Sleep apn/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Status: For description' })).toBeVisible();
    await expect(typeCells.first()).toBeVisible();
    for (const cell of await typeCells.all()) await expect(cell).toHaveText(/sleep apn/i);
    for (const status of await page.getByRole('button', { name: /change the status of/ }).all())
      await expect(status).toHaveAccessibleName(/^For description:/);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('button', { name: 'Type: any' })).toBeVisible();
  });

  test('sorts by a header, pages through the list and opens an examination', async ({ page }) => {
    await openExaminations(page, demoDoctor, teamId);
    const startHeader = page.getByRole('columnheader', { name: 'Start date' });
    await startHeader.click();
    await expect(startHeader).toHaveAttribute('aria-sort', 'ascending');
    const firstStart = page.getByRole('row').nth(1).getByRole('gridcell').nth(4);
    const ascending = await firstStart.textContent();
    await startHeader.click();
    await expect(startHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(firstStart).not.toHaveText(ascending ?? '');

    const pager = page.getByRole('navigation', { name: 'Pages of examinations' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('row')).toHaveCount(11);

    await page.getByRole('row').nth(1).getByRole('rowheader').click();
    await expect(page).toHaveURL(new RegExp(`/clinic/${teamId}/examinations/[0-9a-f-]{36}$`));
  });

  test('archives with confirmation and restores an examination', async ({ page, request }) => {
    const created = await createExamination(request, token, teamId);
    await openExaminations(page, demoDoctor, teamId);
    // Newest first: the examination just created is on the first page.
    await statusOf(page, created.label).click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Archive this examination?' });
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, created.label)).toHaveCount(0);
    expect((await examinationStatus(request, token, teamId, created.id)).archived).toBe(true);

    await page.getByText('Show archived').click();
    const archived = statusOf(page, created.label);
    await expect(archived).toHaveAccessibleName(/^Archived:/);
    await archived.click();
    await page.getByRole('menuitem', { name: 'Restore' }).click();
    await expect(statusOf(page, created.label)).toHaveAccessibleName(/^For description:/);
    expect((await examinationStatus(request, token, teamId, created.id)).archived).toBe(false);
  });

  test('assigns a physician, who links to their employee page', async ({ page, request }) => {
    const created = await createExamination(request, token, teamId);
    await openExaminations(page, demoDoctor, teamId);
    await page.getByRole('button', { name: `Assign a physician to ${created.label}` }).click();
    await page.getByRole('menuitemradio', { name: 'Dr Marek Kamiński' }).click();
    const physician = rowOf(page, created.label).getByRole('link', { name: 'Dr Marek Kamiński' });
    await expect(physician).toHaveAttribute(
      'href',
      new RegExp(`/clinic/${teamId}/employees/[0-9a-f-]{36}$`),
    );
    expect((await examinationStatus(request, token, teamId, created.id)).assignedDoctor).not.toBe(
      null,
    );

    // The employee page lists the examinations assigned to the physician.
    await physician.click();
    await expect(page.getByRole('heading', { name: 'Dr Marek Kamiński', level: 2 })).toBeVisible();
    const assigned = page.getByRole('region', { name: 'Assigned examinations' });
    await expect(assigned.getByRole('button', { name: /^Assigned physician:/ })).toHaveCount(0);
    await expect(rowOf(page, created.label)).toHaveCount(1);
  });

  test('drags a card to another column with the mouse and with the keyboard', async ({
    page,
    request,
  }) => {
    const created = await createExamination(request, token, teamId);
    await putStatus(request, token, teamId, created.id, 'PENDING');
    await openExaminations(page, demoDoctor, teamId);
    await openBoard(page);

    const card = cardOf(page, created.id);
    await revealAtEnd(page, 'Pending', card);
    // A mouse drag needs both columns in view (dragTo scrolls between pressing and moving, and the
    // drag would start on whatever card then sits under the pointer): a wide window, and the drop
    // near the top of the Failed column, which is taller than the window.
    await page.setViewportSize({ width: 2400, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await card.dragTo(columnOf(page, 'Failed'), { targetPosition: { x: 40, y: 8 } });
    await expect(columnOf(page, 'Failed').locator(card)).toHaveCount(1);
    await expect
      .poll(async () => (await examinationStatus(request, token, teamId, created.id)).status)
      .toBe('FAILED');

    // Keyboard: the drag handle is right of the card; Tab walks the drop targets. Other workers'
    // tests add examinations to the same clinic meanwhile, and the board re-renders as their
    // realtime events arrive, which can take the focus off the card: a lost pick-up starts over.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await card.focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.locator(':focus')).toHaveAccessibleName(/^Drag /, { timeout: 1_000 });
      await page.keyboard.press('Enter');
      for (let step = 0; step < 20; step += 1) {
        // A drop target is named by aria-labelledby ("Drop on" and the column's name).
        const name = await page.evaluate(() => {
          const target = document.activeElement;
          const ids = target?.getAttribute('aria-labelledby')?.split(' ') ?? [];
          return ids
            .map((id) => {
              const part = document.getElementById(id);
              return part?.getAttribute('aria-label') ?? part?.textContent ?? '';
            })
            .join(' ');
        });
        if (/^Drop on Finished/.test(name)) break;
        await page.keyboard.press('Tab');
      }
      await expect(page.locator(':focus')).toHaveAccessibleName(/^Drop on Finished/, {
        timeout: 1_000,
      });
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press('Enter');
    await revealAtEnd(page, 'Finished', card);
    await expect
      .poll(async () => (await examinationStatus(request, token, teamId, created.id)).status)
      .toBe('FINISHED');
  });

  test('shows a change made in another browser at once', async ({ page, browser, request }) => {
    const created = await createExamination(request, token, teamId);
    await openExaminations(page, demoDoctor, teamId);
    await expect(statusOf(page, created.label)).toHaveAccessibleName(/^For description:/);

    const colleague = await browser.newContext({ timezoneId: 'UTC' });
    const other = await colleague.newPage();
    await openExaminations(other, demoDoctor, teamId);
    await statusOf(other, created.label).click();
    await other.getByRole('menuitemradio', { name: 'In progress' }).click();
    await expect(statusOf(other, created.label)).toHaveAccessibleName(/^In progress:/);

    // The first browser did nothing: the realtime event brought the change.
    await expect(statusOf(page, created.label)).toHaveAccessibleName(/^In progress:/, {
      timeout: 2_000,
    });
    await colleague.close();
  });
});

test.describe('as a nurse', () => {
  test('sees a board whose cards cannot be dragged', async ({ page, request }) => {
    const token = await apiToken(request, demoNurse);
    const teamId = await demoClinicId(request, token);
    const created = await createExamination(request, token, teamId);
    await openExaminations(page, demoNurse, teamId);
    await openBoard(page);
    const card = cardOf(page, created.id);
    await revealAtEnd(page, 'For description', card);
    await expect(card).toBeVisible();
    await expect(page.getByRole('button', { name: /^Drag / })).toHaveCount(0);
    await card.dragTo(columnOf(page, 'Failed'));
    await expect(columnOf(page, 'Failed').locator(card)).toHaveCount(0);
    expect((await examinationStatus(request, token, teamId, created.id)).status).toBe('DEFAULT');
  });
});
