import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomPhone, signUp } from '../harness/auth';
import type { TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';
import { startAuthApp } from './auth-test-app';
import { toE164 } from '../../src/lib/phone-number';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');

describe('npm run admin:grant', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startAuthApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const grant = (...args: string[]) =>
    run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'src/cli/admin-grant.ts', ...args], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: app.config.DATABASE_URL,
        REDIS_URL: app.config.REDIS_URL,
        REDIS_PREFIX: app.config.REDIS_PREFIX,
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'https://golf.example.com/',
      },
    });

  it('makes the account with that phone an admin, and can take it back', async () => {
    const { client, user } = await signUp(app);
    const typed = `(${user.phoneNumber.slice(2, 5)}) ${user.phoneNumber.slice(5, 8)}-${user.phoneNumber.slice(8)}`;
    const { stdout } = await grant(typed);
    expect(stdout).toContain(`admin granted to ${user.phoneNumber}`);
    await waitFor(async () => (await client.get('/api/auth/phone-user')).body.isAdmin === true);
    expect((await client.get('/api/admin/users')).status).toBe(200);

    await grant(user.phoneNumber, '--revoke');
    await waitFor(async () => (await client.get('/api/auth/phone-user')).body.isAdmin === false);
    expect((await client.get('/api/admin/users')).status).toBe(403);
  });

  it('refuses a phone without an account, saying how to make one', async () => {
    const phone = randomPhone();
    await expect(grant(phone)).rejects.toMatchObject({
      stderr: expect.stringContaining(
        `No account uses ${phone}. An account is made by signing in once: have its holder sign in with ${phone} at https://golf.example.com/phone-login`,
      ),
    });
  });

  it('shows a usage example whose number sign-in accepts', async () => {
    const failure = await grant().catch((e: { stderr: string }) => e);
    const example = /e\.g\. npm run admin:grant -- (\S+)/.exec((failure as { stderr: string }).stderr)?.[1];
    expect(example).toBeDefined();
    expect(toE164(example!)).toBe(example);
  });
});
