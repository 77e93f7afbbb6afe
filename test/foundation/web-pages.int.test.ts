import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../harness/test-app';

describe('serving the web app', () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-web-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    app = await startTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers the pages the app has with 200', async () => {
    for (const page of [
      '/',
      '/phone-login',
      '/booking-success?booking_id=x',
      '/my-account',
      '/admin',
      '/admin/tee-sheet',
      '/admin/queues',
      '/admin/webhooks',
    ]) {
      const res = await app.client().get(page);
      expect([page, res.status]).toEqual([page, 200]);
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('answers any other path 404, still with the app (it renders its Page Not Found)', async () => {
    for (const page of ['/no-such-page', '/my-account/extra', '/adminx']) {
      const res = await app.client().get(page);
      expect([page, res.status]).toEqual([page, 404]);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.client().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: expect.any(String) });
  });
});
