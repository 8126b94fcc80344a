import { expect, test } from './support/test';

test('a route chunk that fails to load shows "Loading chunk failed" and Retry loads it', async ({
  page,
}) => {
  await page.route(/\/js\/NotFoundScreen-[\w-]+\.js$/, (route) => route.abort('failed'));

  await page.goto('/404');

  await expect(page.getByRole('heading', { name: 'Loading chunk failed' })).toBeVisible();
  await page.unroute(/\/js\/NotFoundScreen-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Error 404 - page not found' })).toBeVisible();
});
