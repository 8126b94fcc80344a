import { afterAll, beforeAll } from 'vitest';
import { createTestApp } from './testApp';
import type { TestApp } from './testApp';

/**
 * One test app for the tests of a file: started before the first test and closed after the
 * last. Call it at the top of the file; the result reaches the app once the tests run.
 *
 * @example
 * const testApp = setUpTestApp();
 * it('answers', async () => expect((await signUp(testApp)).token).toBeTruthy());
 */
export function setUpTestApp(options?: Parameters<typeof createTestApp>[0]): TestApp {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): TestApp => {
    if (!started) throw new Error('The test app starts in beforeAll; use it inside the tests.');
    return started;
  };
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get smtp() {
      return current().smtp;
    },
    close: () => current().close(),
  };
}
