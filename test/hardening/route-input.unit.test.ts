import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express from 'express';
import { z } from 'zod';
import { routesOf } from '../../src/api/openapi/route-walk';
import { validated } from '../../src/api/route-input';

const ROUTES = join(__dirname, '../../src/api/routes');

describe('a route takes its input through validated(), so the OpenAPI document shows what it parses', () => {
  it('no route handler reads req.body or req.query itself (the document would not see what it takes)', () => {
    // Twilio's inbound webhook posts a form whose signature covers every field as sent: it is checked
    // against the raw parameters, not a schema.
    // The card providers' webhooks are verified over the raw bytes they signed (express.raw), then read.
    // A bay screen's event stream takes its device token in the query (EventSource sends no headers).
    const allowed = [
      "bay-screens/bay-device-auth.ts: const query = options.allowQueryToken && typeof req.query.token === 'string' ? req.query.token : null;",
      'messaging/messaging.routes.ts: const params = (req.body ?? {}) as Record<string, string>;',
      'payments/provider-webhooks.routes.ts: const body = (req: Request) => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));',
    ];
    const offending: string[] = [];
    const files = readdirSync(ROUTES, { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((f) => f.endsWith('.ts') && !f.split('/').pop()!.startsWith('dev-')).sort()) {
      const source = readFileSync(join(ROUTES, file), 'utf8');
      source.split('\n').forEach((line) => {
        if (/\breq\.(body|query)\b/.test(line)) offending.push(`${file}: ${line.trim()}`);
      });
    }
    expect(offending).toEqual(allowed);
  });

  it("reads a route's body and query schemas from its handler, and refuses bad input before the handler runs", async () => {
    const body = z.object({ hours: z.number().int().min(1, 'Hours are 1 to 6').max(6, 'Hours are 1 to 6') });
    const query = z.object({ page: z.coerce.number().int().min(1).default(1) });
    const ran: unknown[] = [];
    const router = express.Router();
    router.post(
      '/things',
      validated({ body, query }, (_req, res, valid) => {
        ran.push(valid);
        res.json(valid);
      }),
    );
    expect(routesOf(router)).toEqual([
      {
        method: 'POST',
        path: '/things',
        guards: ['validatedInput'],
        input: { body, query },
        authUnlessQuery: undefined,
        deviceToken: false,
      },
    ]);

    const app = express().use(express.json()).use(router);
    app.use(
      (err: Error & { status?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
        res.status(err.status ?? 500).json({ message: err.message });
      },
    );
    const server = app.listen(0);
    try {
      const port = (server.address() as { port: number }).port;
      const post = (b: unknown, q = '') =>
        fetch(`http://127.0.0.1:${port}/things${q}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(b),
        }).then(async (r) => [r.status, await r.json()]);
      expect(await post({ hours: 9 })).toEqual([400, { message: 'Hours are 1 to 6' }]);
      expect(ran).toEqual([]);
      expect(await post({ hours: 2 }, '?page=3')).toEqual([200, { body: { hours: 2 }, query: { page: 3 } }]);
    } finally {
      server.close();
    }
  });
});
