import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The rules the pages are held to: WCAG 2.1 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** One line per violation and node: rule, impact, element (its selector and the start of its
 * HTML) and axe's summary of what is wrong. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'unknown'}): ${node.target.join(' ')} ${node.html.slice(0, 400)} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  );
}

/**
 * Runs axe on the page as it is now and fails the test (softly: the test goes on to its other
 * pages, so one run lists them all) with every violation listed. The page should be
 * settled first (its heading shown, nothing busy), or axe judges a half-drawn page.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    // react-aria's live announcer: visually hidden, its messages gone after seconds; one may
    // still name an element of the page just left (an empty `role="img"`).
    .exclude('[data-live-announcer]')
    .analyze();
  expect.soft(describeViolations(violations), `axe violations on ${label}`).toEqual([]);
}
