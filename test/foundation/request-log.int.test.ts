import { Writable } from 'node:stream';
import pino from 'pino';
import { startTestApp, type TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';

describe('the request log', () => {
  let app: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    app = await startTestApp({ logger: pino({ level: 'info' }, sink) });
  });
  afterAll(async () => {
    await app.close();
  });

  it('writes one line per successful request (method, full path, status, time, id) and the detail only for errors', async () => {
    await app.client().get('/api/bays', { authorization: 'Bearer secret-token', 'x-custom': 'x' });
    await app.client().get('/api/no-such-thing');
    await waitFor(
      () =>
        ['GET /api/bays 200', 'GET /api/no-such-thing 404'].every((start) =>
          lines.some((l) => typeof l.msg === 'string' && l.msg.startsWith(start)),
        ),
      { what: 'both request lines logged' },
    );
    const ok = lines.find((l) => typeof l.msg === 'string' && l.msg.startsWith('GET /api/bays 200'));
    expect(ok).toBeDefined();
    expect(ok!.msg).toMatch(/^GET \/api\/bays 200 \d+ ms$/);
    expect(Object.keys(ok!).filter((k) => !['level', 'time', 'pid', 'hostname', 'msg'].includes(k))).toEqual(['reqId']);
    expect(JSON.stringify(lines)).not.toContain('secret-token');
    const missing = lines.find((l) => typeof l.msg === 'string' && l.msg.startsWith('GET /api/no-such-thing 404'));
    expect(missing).toMatchObject({ req: { method: 'GET', url: '/api/no-such-thing' }, res: { statusCode: 404 } });
  });
});
