import { withMoneyFormat } from '../lib/money';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isWebPage } from '../contracts/web-pages';
import express, { type Express } from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import type { AppContext } from '../app-context';
import { modules as allModules } from '../modules';
import type { AppModule } from '../modules/module';
import { apiNotFound, errorMiddleware } from './error-middleware';
import { withCorrelation } from '../eventstore/correlation';
import { healthRoutes } from './health.routes';
import { cleanInput } from './middleware/clean-input';
import { cacheHeaders, compress } from './middleware/compress';
import { requestMetrics } from './middleware/request-metrics';
import { securityMiddleware } from './middleware/security';
import { docsRoutes } from './openapi/docs.routes';
import { openApiDocument } from './openapi/openapi-document';
import { routesOf } from './openapi/route-walk';

export function createApp(ctx: AppContext, modules: AppModule[] = allModules): Express {
  const app = express();
  app.set('trust proxy', trustProxy(ctx.config.TRUST_PROXY));
  app.disable('x-powered-by');
  // Everything a request says about money (quotes, messages, receipts) is in this venue's currency.
  app.use((_req, _res, next) => withMoneyFormat(ctx.money, next));
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': [
            "'self'",
            'https://sandbox.web.squarecdn.com',
            'https://web.squarecdn.com',
            'https://js.stripe.com',
          ],
          'frame-src': [
            "'self'",
            'https://sandbox.web.squarecdn.com',
            'https://web.squarecdn.com',
            'https://js.stripe.com',
            // Stripe's 3-D Secure challenge frames
            'https://hooks.stripe.com',
          ],
          'connect-src': [
            "'self'",
            'https://*.squarecdn.com',
            'https://*.squareupsandbox.com',
            'https://*.squareup.com',
            'https://api.stripe.com',
          ],
          'upgrade-insecure-requests': ctx.config.NODE_ENV === 'production' ? [] : null,
        },
      },
      strictTransportSecurity: ctx.config.NODE_ENV === 'production',
      // The hosted checkout popup (the provider's page) keeps its opener, so the page can watch it close.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  app.use(
    pinoHttp({
      logger: ctx.logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      // One line a request: method, path, status, time and id. Headers and bodies only with errors.
      serializers: {
        req: (req: { id?: unknown; method?: string; url?: string }) => ({
          id: req.id,
          method: req.method,
          // A bay screen's event stream carries its device token in the query (EventSource sends no headers).
          url: req.url?.replace(/([?&]token=)[^&]*/g, '$1[redacted]'),
        }),
        res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      },
      // A 503 is the answer chosen while a store is away (the error middleware said why): a warning.
      customLogLevel: (_req, res, err) =>
        res.statusCode === 503
          ? 'warn'
          : err || res.statusCode >= 500
            ? 'error'
            : res.statusCode >= 400
              ? 'warn'
              : 'info',
      // A success is its message alone (one line, even pretty-printed); a 4xx or 5xx keeps req and res (and err).
      quietReqLogger: true,
      quietResLogger: true,
      customSuccessObject: (req, res, val) => (res.statusCode >= 400 ? { ...val, req } : {}),
      // pino-http makes up an error (with a stack) for any 5xx; a 503 has none worth a stack.
      customErrorObject: (req, res, _err, val) =>
        res.statusCode === 503 ? { ...val, err: undefined, req } : { ...val, req },
      customSuccessMessage: (req, res, responseTime) =>
        `${req.method} ${urlOf(req)} ${res.statusCode} ${Math.round(responseTime)} ms`,
      customErrorMessage: (req, res, err) => `${req.method} ${urlOf(req)} ${res.statusCode} ${err.message}`,
    }),
  );
  // Every event a request appends carries a correlation id the server made (see the admin audit); a
  // client's X-Request-Id names the log line only, so no one can write into another's audit story.
  app.use((_req, _res, next) => withCorrelation(randomUUID(), next));
  app.use(requestMetrics(ctx.metrics));
  app.use(compress());
  app.use(healthRoutes(ctx));
  // The card providers' webhooks are verified over their raw bytes: no JSON parser reads them first.
  const json = express.json({ limit: '100kb' });
  app.use('/api', (req, res, next) => (req.path.startsWith('/webhooks/') ? next() : json(req, res, next)));
  app.use('/api', cleanInput);
  for (const mw of securityMiddleware(ctx)) app.use(mw);
  const mounted = modules.flatMap((m) => (m.routes ? [{ ...m, router: m.routes(ctx) }] : []));
  for (const m of mounted) app.use('/api', m.router);
  const described = mounted.map((m) => ({ name: m.name, routes: routesOf(m.router), openapi: m.openapi }));
  app.use('/api', docsRoutes(openApiDocument(described, { title: 'Golf simulator bookings', version: API_VERSION })));
  app.use('/api', apiNotFound);
  serveWeb(app, ctx);
  app.use(errorMiddleware);
  return app;
}

const API_VERSION = '1.0.0';

/** The path as the client asked for it (routers mounted under /api rewrite req.url). */
const urlOf = (req: { url?: string; originalUrl?: string }) => req.originalUrl ?? req.url;

function serveWeb(app: Express, ctx: AppContext): void {
  const dist = ctx.config.WEB_DIST ?? path.resolve(process.cwd(), 'web/dist');
  const index = path.join(dist, 'index.html');
  if (!fs.existsSync(index)) return;
  app.use(express.static(dist, { index: false, cacheControl: false, setHeaders: cacheHeaders }));
  // Unknown paths still get the app (it renders its Page Not Found) but with the status a crawler,
  // a monitor or a mistyped link should see.
  app.get(/^(?!\/api\/).*/, (req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    if (!isWebPage(req.path)) res.status(404);
    res.sendFile(index);
  });
}

/** `TRUST_PROXY` as Express takes it: a hop count, `true`/`false`, or addresses and subnet names. */
function trustProxy(value: string): boolean | number | string[] {
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
}
