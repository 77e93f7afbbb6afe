import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { loggedError, unavailableDependency } from '../lib/database-errors';
import { AcceptedForProcessing, AppError } from '../lib/errors';

export const apiNotFound: RequestHandler = (req, res) => {
  res
    .status(404)
    .json({ message: `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`, code: 'NOT_FOUND' });
};

export const errorMiddleware: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  if (err instanceof AcceptedForProcessing) return res.status(202).location(err.location).json(err.body);
  if (err instanceof AppError) {
    const body: Record<string, unknown> = { message: err.message, code: err.code };
    if (err.details !== undefined) body.errors = err.details;
    const retry = (err.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
    if (err.status === 429 && retry) res.setHeader('Retry-After', String(retry));
    return res.status(err.status).json(body);
  }
  if (err instanceof ZodError) {
    const errors = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return res.status(400).json({ message: errors[0]?.message ?? 'Invalid request', code: 'VALIDATION', errors });
  }
  const bodyError = err as { type?: string; status?: number };
  if (bodyError.type === 'entity.parse.failed') {
    return res.status(400).json({ message: 'Malformed JSON in request body', code: 'BAD_JSON' });
  }
  if (bodyError.type === 'entity.too.large') {
    return res.status(413).json({ message: 'Request body is too large', code: 'BODY_TOO_LARGE' });
  }
  if (bodyError.status && bodyError.status >= 400 && bodyError.status < 500) {
    return res.status(bodyError.status).json({ message: (err as Error).message, code: 'BAD_REQUEST' });
  }
  const away = unavailableDependency(err);
  if (away) {
    req.log?.warn(loggedError(err), `${away} unavailable`);
    res.setHeader('Retry-After', '5');
    return res.status(503).json({
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
      code: 'SERVICE_UNAVAILABLE',
    });
  }
  req.log?.error(
    {
      err,
      request: { method: req.method, url: req.originalUrl, headers: redactHeaders(req.headers), query: req.query },
    },
    'unhandled error',
  );
  res.status(500).json({ message: 'Something went wrong. Please try again.', code: 'INTERNAL', requestId: req.id });
};

const SECRET_HEADERS: ReadonlySet<string> = new Set(['cookie', 'authorization', 'x-twilio-signature']);

function redactHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, SECRET_HEADERS.has(k) ? '[redacted]' : v]));
}
