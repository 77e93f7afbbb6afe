import { signUp } from '../harness/auth';
import { startTestApp, type TestApp } from '../harness/test-app';

/**
 * Issue 27 #8: signing out changes state, so it is a POST under the app's cross-site check; GET
 * /api/logout only asks ("Sign out?" with a button that posts), whatever the Referer or Origin says.
 */
describe('logout is a POST with the CSRF check', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const signedIn = async (client: Awaited<ReturnType<typeof signUp>>['client']) =>
    typeof (await client.get('/api/auth/phone-user')).body.id === 'string';

  it('does not sign out on a GET from a cross-site Referer or Origin: null; the page asks instead', async () => {
    const { client } = await signUp(app);
    const fromLink = await client.get('/api/logout', { referer: 'https://evil.example/page' });
    expect(fromLink.status).toBe(200);
    expect(fromLink.headers.get('content-type')).toMatch(/^text\/html/);
    expect(fromLink.text).toContain('Sign out?');
    expect(fromLink.text).toMatch(/<form method="post" action="\/api\/logout">/);
    expect(fromLink.text).toMatch(/<button type="submit">Sign out<\/button>/);
    expect(await signedIn(client)).toBe(true);
    expect((await client.get('/api/logout', { origin: 'null' })).status).toBe(200);
    expect((await client.get('/api/logout', { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect(await signedIn(client)).toBe(true);
  });

  it('refuses a cross-site POST (Origin: null, another origin, or only a cross-site Referer)', async () => {
    const { client } = await signUp(app);
    const attempts: Array<Record<string, string>> = [
      { origin: 'null' },
      { origin: 'https://evil.example' },
      // (No Origin at all: the test client would otherwise send ours.)
      { origin: '', referer: 'https://evil.example/page' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of attempts) {
      const res = await client.post('/api/logout', {}, headers);
      expect([res.status, res.body.code]).toEqual([403, 'AUTH.CROSS_SITE']);
      expect(await signedIn(client)).toBe(true);
    }
  });

  it('signs out on a POST from our own page', async () => {
    const { client } = await signUp(app);
    const res = await client.post('/api/logout', {}, { origin: app.url, 'sec-fetch-site': 'same-origin' });
    expect([res.status, res.body]).toEqual([200, { success: true }]);
    expect(await signedIn(client)).toBe(false);
    // The button on the GET page posts a form: the browser is sent home.
    const other = (await signUp(app)).client;
    const form = await other.request('POST', '/api/logout', undefined, {
      origin: app.url,
      accept: 'text/html',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect([form.status, form.headers.get('location')]).toEqual([303, '/']);
    expect(await signedIn(other)).toBe(false);
  });
});
