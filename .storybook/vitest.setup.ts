import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Visual regression: after each story's play function has passed (and axe with it), the rendered
 * page is compared with the committed baseline in .storybook/screenshots (see vitest.config.ts).
 * Update the baselines after an intended change with `npm run test:storybook -- --update`.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await expect(page.elementLocator(document.body)).toMatchScreenshot({
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  });
});
