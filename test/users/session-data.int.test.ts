import { Router } from 'express';
import type { AppModule } from '../../src/modules/module';
import { messagingModule } from '../../src/modules/messaging.module';
import { usersModule } from '../../src/modules/users.module';
import { signIn, signUp } from '../harness/auth';
import type { TestApp } from '../harness/test-app';
import { startAuthApp } from './auth-test-app';

/** Stands in for an area that keeps something in the session, as a pending guest booking would. */
const notesModule: AppModule = {
  name: 'session-notes',
  routes: () => {
    const router = Router();
    router.put('/test/session-note', (req, res) => {
      (req.session as unknown as Record<string, unknown>).note = req.body.note;
      res.json({ ok: true });
    });
    router.get('/test/session-note', (req, res) => {
      res.json({ note: (req.session as unknown as Record<string, unknown>).note ?? null });
    });
    return router;
  },
};

describe('session data across sign-in', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startAuthApp({ modules: [usersModule, messagingModule, notesModule] });
  });
  afterAll(async () => {
    await app.close();
  });

  it("keeps a guest's session data through sign-up, on a new session id", async () => {
    const client = app.client();
    await client.put('/api/test/session-note', { note: 'bay 3 at 18:00' });
    const guestCookie = client.cookie('golf.sid');
    expect(guestCookie).toBeDefined();
    await signUp(app, client);
    expect(client.cookie('golf.sid')).not.toBe(guestCookie);
    expect((await client.get('/api/test/session-note')).body).toEqual({ note: 'bay 3 at 18:00' });
  });

  it("does not hand one account's session data to another account signing in on the same browser", async () => {
    const first = await signUp(app);
    await first.client.put('/api/test/session-note', { note: 'private to the first account' });
    const second = await signUp(app);
    await second.client.post('/api/auth/phone/logout');
    await signIn(app, second.user.phoneNumber, first.client);
    expect((await first.client.get('/api/auth/phone-user')).body.id).toBe(second.user.id);
    expect((await first.client.get('/api/test/session-note')).body).toEqual({ note: null });
  });
});
