import { expect, test as base } from '@playwright/test';
import type { Page } from '@playwright/test';

/** A Content-Security-Policy violation as the page reported it. */
export interface CspViolation {
  directive: string;
  blockedUri: string;
  sample: string;
  /** Where the blocked code runs: script URL and line. */
  source: string;
  page: string;
}

/**
 * Collects the CSP violations of a page across its navigations, from each document's first
 * script on, and the console lines that report them.
 */
async function watchCsp(page: Page): Promise<() => string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  // An exposed function outlives navigations; a list in the page would not.
  await page.exposeFunction('__reportCspViolation', (violation: CspViolation) => {
    violations.push(
      `${violation.page}: ${violation.directive} blocked ${violation.blockedUri} ${violation.sample} at ${violation.source}`,
    );
  });
  await page.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation(v: unknown): void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report({
        directive: event.violatedDirective,
        blockedUri: event.blockedURI,
        sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
        page: location.pathname,
      });
    });
  });
  return () => [...violations];
}

/**
 * Playwright's `test` with a check every test gets: the page must not break the server's
 * Content-Security-Policy (apps/api/src/plugins/securityHeaders.ts). A violation fails the test
 * it happened in, whatever the test itself checks.
 */
export const test = base.extend<{ cspViolations: undefined }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations = await watchCsp(page);
      await use(undefined);
      expect(violations(), 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
