import { signUp } from '../harness/auth';
import { startTestApp, type TestApp } from '../harness/test-app';

/** The one list convention of the admin API (src/contracts/lists.ts), on the accounts list. */
describe('admin lists: paged on the server', () => {
  let app: TestApp;
  let client: Awaited<ReturnType<typeof signUp>>['client'];
  const lastName = `Pager${Date.now()}`;
  beforeAll(async () => {
    app = await startTestApp();
    for (let i = 0; i < 5; i++) await signUp(app, undefined, { firstName: `P${i}`, lastName });
    ({ client } = await signUp(app, undefined, { role: 'admin' }));
  });
  afterAll(async () => {
    await app.close();
  });

  it('walks every match once, page by page, with the total', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: { items: { id: string }[]; total: number; nextCursor: string | null } } =
        await client.get(
          `/api/admin/users?search=${lastName}&limit=2&sort=createdAt${cursor ? `&cursor=${cursor}` : ''}`,
        );
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(5);
      expect(res.body.items.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.items.map((u) => u.id));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
  });

  it('refuses what it cannot do with a clear message: too large a page, an unknown sort, a forged cursor', async () => {
    const tooMany = await client.get('/api/admin/users?limit=5000');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Limit must be at most 200');
    const sort = await client.get('/api/admin/users?sort=password');
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe('Sort by one of: name, createdAt, email, phone.');
    const forged = await client.get('/api/admin/users?cursor=not-a-cursor');
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe('This page link is no longer valid. Please start from the first page.');
  });
});
