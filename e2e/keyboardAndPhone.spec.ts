import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { signInToDemoClinic } from './support/signIn';

/*
 * Keyboard and phone use of the portal's frame (issue 26): where focus lands when a page opens
 * or a control takes itself away, and the navigation folded behind Menu on a phone.
 */

test('a page opened from the navigation takes focus on its heading', async ({ page }) => {
  await signInToDemoClinic(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const navigation = page.getByRole('navigation', { name: 'Main navigation' });
  await navigation.getByRole('link', { name: 'Members' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeFocused();
  // The next Tab goes on into the page, not back to the skip link.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).not.toBeFocused();
  expect(
    await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement)),
  ).toBe(true);
});

test('focus stays in the filters when their controls come and go', async ({ page }) => {
  const teamId = await signInToDemoClinic(page);
  await page.goto(`/clinic/${teamId}/examinations`);
  const filters = page.getByRole('search', { name: 'Filter examinations' });
  await filters.getByRole('combobox', { name: 'Patient' }).fill('kowalczyk');
  await page.getByRole('option', { name: /Tomasz Kowalczyk/ }).click();
  // The search gives way to the chosen patient's chip: focus on its remove button.
  const remove = filters.getByRole('button', { name: /Remove the patient filter/ });
  await expect(remove).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(filters.getByRole('combobox', { name: 'Patient' })).toBeFocused();

  await filters.getByRole('switch', { name: 'Show archived' }).focus();
  await page.keyboard.press('Space');
  const clear = filters.getByRole('button', { name: 'Clear filters' });
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(clear).toHaveCount(0);
  // Clear filters took itself away: focus goes back to the first filter.
  await expect(filters.getByRole('button').first()).toBeFocused();
});

test('Back from an examination returns focus to the row or card it was opened from', async ({
  page,
}) => {
  const teamId = await signInToDemoClinic(page);
  await page.goto(`/clinic/${teamId}/examinations`);
  // The second page of the list: Back comes to the same page.
  const row = page.getByRole('row').nth(3);
  const onFirstPage = await row.getAttribute('data-href');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(row).not.toHaveAttribute('data-href', onFirstPage ?? '');
  await row.focus();
  const opened = await row.getAttribute('data-href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${opened}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Examination' })).toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.locator(`[data-href="${opened}"]`)).toBeFocused();

  await page.getByRole('tab', { name: 'Board' }).click();
  const card = page.getByRole('grid').locator('a[href*="/examinations/"]').nth(1);
  const cardHref = await card.getAttribute('href');
  // On the board Enter picks a card up to move it: the card is opened with the pointer.
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Examination' })).toBeFocused();
  await page.goBack();
  // The board is back (the view is kept in the address), its card focused.
  await expect(page.getByRole('tab', { name: 'Board' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`a[href="${cardHref}"]`)).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation folds behind Menu, and choosing a page folds it again', async ({ page }) => {
    const teamId = await signInToDemoClinic(page);
    await page.goto(`/clinic/${teamId}/examinations`);
    await expect(page.getByRole('heading', { level: 1, name: 'Examinations' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(navigation.getByRole('link', { name: 'Members' })).toBeVisible();
    await expectNoAxeViolations(page, 'the open menu on a phone');
    // Escape folds it and gives focus back to Menu.
    await navigation.getByRole('link', { name: 'Members' }).focus();
    await page.keyboard.press('Escape');
    await expect(navigation).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await navigation.getByRole('link', { name: 'Members' }).click();
    await expect(page).toHaveURL(`/clinic/${teamId}/members`);
    await expect(navigation).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
