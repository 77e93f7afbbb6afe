import type { Browser } from 'playwright-core';
import type { TestApp } from '../../harness/test-app';
import { startWebHarness, type WebHarness } from './web-app';

/**
 * Registers the suite's beforeAll/afterAll: starts the app and Chromium once for the file and closes both after it.
 * Returns a harness whose `app` and `browser` are read lazily, so use them inside hooks and tests only.
 */
export function useWebHarness(env: Record<string, string> = {}): WebHarness {
  let current: WebHarness | undefined;
  beforeAll(async () => {
    current = await startWebHarness(env);
  });
  afterAll(async () => {
    await current?.close();
  });
  const started = (): WebHarness => {
    if (!current) throw new Error('The web harness is only available inside tests (after beforeAll).');
    return current;
  };
  return {
    get app(): TestApp {
      return started().app;
    },
    get browser(): Browser {
      return started().browser;
    },
    close: () => started().close(),
  };
}
