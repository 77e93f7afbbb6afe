import { startTestApp, type TestApp } from '../harness/test-app';

/**
 * The test app with a longer read-your-writes wait: on a loaded CI machine the projections can
 * trail by more than the production default, and these tests read right after writing.
 */
export function startAuthApp(options: Parameters<typeof startTestApp>[0] = {}): Promise<TestApp> {
  return startTestApp({ ...options, env: { READ_YOUR_WRITES_TIMEOUT_MS: '10000', ...options.env } });
}
