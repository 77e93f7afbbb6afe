import { Router } from 'express';
import helmet from 'helmet';
import swaggerUi from 'swagger-ui-express';
import type { OpenApiDocument } from './openapi-document';

/**
 * The API description (`GET /api/openapi.json`) and its interactive viewer at /api/docs, public
 * like the API it describes (admin routes are listed; their guards still refuse other callers).
 * The viewer's scripts and styles are served from here, never a CDN; its page gets a policy of
 * its own that allows exactly that.
 */
export function docsRoutes(document: OpenApiDocument): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(document);
  });
  router.use(
    '/docs',
    helmet.contentSecurityPolicy({
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        // The viewer's page carries a small <style> block and sets inline styles.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'frame-ancestors': ["'self'"],
      },
    }),
  );
  // The page's asset links are relative: /api/docs must end in a slash to load them.
  router.get('/docs', (req, res, next) => {
    if (req.originalUrl.split('?')[0].endsWith('/')) return next();
    res.redirect(301, `/api/docs/`);
  });
  router.use(
    '/docs',
    swaggerUi.serveFiles(undefined, { swaggerOptions: { url: '/api/openapi.json' } }),
    swaggerUi.setup(undefined, {
      customSiteTitle: `${document.info.title}: API`,
      swaggerOptions: { url: '/api/openapi.json', withCredentials: true },
    }),
  );
  return router;
}
