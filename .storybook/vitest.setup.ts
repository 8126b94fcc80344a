import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { page, userEvent } from 'vitest/browser';

const screenshotRoot = 'story-screenshot-root';

/**
 * Visual regression: after each story's play function has passed (and axe with it), the rendered
 * page is compared with the committed baseline in .storybook/screenshots (see vitest.config.ts).
 * Update the baselines after an intended change with `npm run test:storybook -- --update`.
 */
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  // The pointer goes to the page's top-left corner, off every control, then the page is taken.
  // (`unhover` would move it to the middle of the body, over whatever sits there: a row hovered
  // there can flip as the capture of a tall page scrolls, and the page never looks the same twice.)
  await userEvent.hover(document.documentElement, { position: { x: 0, y: 0 } });
  // The body is found by a test id, not by `page.elementLocator(document.body)`: that locator is
  // the body's text at the moment it is made, live announcer messages included, and a sort
  // announcement removed half a second later left the Table's Sortable story waiting 25 s for an
  // element that no longer matched.
  document.body.dataset.testid = screenshotRoot;
  await expect(page.getByTestId(screenshotRoot)).toMatchScreenshot({
    // Two equal captures in a row make a stable screenshot. On the 2-core CI machine a capture
    // can wait seconds for the browser while other story files run; 15 s once ran out (a
    // different story each time, each stable locally), so a capture gets 25 s. Stable stories
    // still finish at the first pair.
    timeout: 25_000,
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  });
});

/**
 * The typeface is loaded before the first story draws: a story drawn while it loads lays out in
 * the fallback face first (the viewer's plot then sits a pixel off), and whether a file's first
 * story is drawn before or after the face arrives must not change its screenshot.
 */
beforeAll(async () => {
  await Promise.all([
    document.fonts.load('400 1em "Noto Sans Variable"'),
    document.fonts.load('700 1em "Noto Sans Variable"'),
  ]);
});

/**
 * Each story starts without the previous story's announcements. react-aria's live announcer is
 * one node in the shared page's body whose messages stay 7 s; a sort announced by one story was
 * still there while the next story was captured, and the Table's Empty story then often could
 * not get two equal screenshots in 25 s. Emptying its logs is what react-aria's own
 * `clearAnnouncer` does; the announcer stays attached for the next story's messages.
 */
beforeEach(() => {
  for (const log of document.querySelectorAll('[data-live-announcer] [role="log"]'))
    log.replaceChildren();
  // The story files share one page (vitest.config.ts): each story starts as on a fresh one,
  // scrolled to the top with nothing focused, not where the last story left the page.
  window.scrollTo(0, 0);
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
});
