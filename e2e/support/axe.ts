import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * Runs axe-core on the part of the page under `selector` (WCAG 2.1 A and AA; the page's main
 * content by default) and fails with the violations it finds. The script is evaluated through
 * the browser's debugging protocol, which the page's Content Security Policy does not govern.
 */
export async function expectNoAxeViolations(page: Page, selector = 'main'): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (included) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: { include: string[] },
            options: object,
          ) => Promise<{
            violations: { id: string; nodes: { target: string[]; html: string }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(
      { include: [included] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      },
    );
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(' ')} ${node.html}`).join(', ')}`,
    );
  }, selector);
  expect(violations).toEqual([]);
}
