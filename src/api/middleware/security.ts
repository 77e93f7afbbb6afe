import type { RequestHandler } from 'express';
import type { AppContext } from '../../app-context';

/** Session, CSRF/origin checks and the like, in order, before any /api route. */
export function securityMiddleware(_ctx: AppContext): RequestHandler[] {
  return [];
}
