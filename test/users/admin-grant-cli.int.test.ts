import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomPhone, signUp } from '../harness/auth';
import type { TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';
import { startAuthApp } from './auth-test-app';

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

  it('refuses a phone without an account', async () => {
    await expect(grant(randomPhone())).rejects.toMatchObject({ stderr: expect.stringContaining('No account uses') });
  });
});
