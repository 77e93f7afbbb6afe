import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { loggedError, unavailableDependency } from '../lib/database-errors';
import { AcceptedForProcessing, AppError } from '../lib/errors';
import { sendProblem } from './problem';

export const apiNotFound: RequestHandler = (req, res) => {
  sendProblem(res, 404, 'NOT_FOUND', `No API route for ${req.method} ${req.originalUrl.split('?')[0]}`);
};

export const errorMiddleware: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  if (err instanceof AcceptedForProcessing) return res.status(202).location(err.location).json(err.body);
  if (err instanceof AppError) {
    const retry = (err.details as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
    if (err.status === 429 && retry) res.setHeader('Retry-After', String(retry));
    return sendProblem(
      res,
      err.status,
      err.code,
      err.message,
      err.details !== undefined ? { errors: err.details } : {},
    );
  }
  if (err instanceof ZodError) {
    const errors = err.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return sendProblem(res, 400, 'VALIDATION', errors[0]?.message ?? 'Invalid request', { errors });
  }
  const bodyError = err as { type?: string; status?: number };
  if (bodyError.type === 'entity.parse.failed') {
    return sendProblem(res, 400, 'BAD_JSON', 'Malformed JSON in request body');
  }
  if (bodyError.type === 'entity.too.large') {
    return sendProblem(res, 413, 'BODY_TOO_LARGE', 'Request body is too large');
  }
  if (bodyError.status && bodyError.status >= 400 && bodyError.status < 500) {
    return sendProblem(res, bodyError.status, 'BAD_REQUEST', (err as Error).message);
  }
  const away = unavailableDependency(err);
  if (away) {
    req.log?.warn(loggedError(err), `${away} unavailable`);
    res.setHeader('Retry-After', '5');
    return sendProblem(
      res,
      503,
      'SERVICE_UNAVAILABLE',
      'The service is briefly unavailable. Please try again in a few seconds.',
    );
  }
  req.log?.error(
    {
      err,
      request: { method: req.method, url: req.originalUrl, headers: redactHeaders(req.headers), query: req.query },
    },
    'unhandled error',
  );
  sendProblem(res, 500, 'INTERNAL', 'Something went wrong. Please try again.', { requestId: req.id });
};

const SECRET_HEADERS: ReadonlySet<string> = new Set(['cookie', 'authorization', 'x-twilio-signature']);

function redactHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, SECRET_HEADERS.has(k) ? '[redacted]' : v]));
}
