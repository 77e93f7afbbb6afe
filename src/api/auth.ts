import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Actor } from '../eventstore/types';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';

/** The signed-in user as the API sees it (loaded from the users read model on each request). */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  isAdmin: boolean;
  isEmployee: boolean;
  isVerified: boolean;
}

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      user?: SessionUser | null;
    }
  }
}

export function currentUser(req: Request): SessionUser | null {
  return req.user ?? null;
}

export function actorOf(req: Request): Actor {
  const user = req.user;
  if (!user) return { userId: 'anonymous', role: 'guest' };
  return { userId: user.id, role: user.isAdmin ? 'admin' : user.isEmployee ? 'employee' : 'customer' };
}

/** Signed in as anyone: 401 JSON otherwise. */
export const requireAuth: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
  if (!req.user) return next(new UnauthorizedError());
  next();
};

/** Guards carry their names, so the route table (and the API description) can read who may call a route. */
const named = (name: string, guard: RequestHandler): RequestHandler =>
  Object.defineProperty(guard, 'name', { value: name });

/**
 * requireAuth answering the route's own 401 (e.g. "Please log in to make a booking."): the guard, not
 * the handler, refuses a visitor, so the route table and the OpenAPI document see it.
 */
export function requireAuthWith(refusal: () => Error): RequestHandler {
  return named('requireAuth', (req, _res, next) => (req.user ? next() : next(refusal())));
}

export function requireRole(role: 'employee' | 'admin', message?: string): RequestHandler {
  return named(role === 'admin' ? 'requireAdmin' : 'requireEmployee', (req, _res, next) => {
    const user = req.user;
    if (!user) return next(new UnauthorizedError());
    const ok = role === 'admin' ? user.isAdmin : user.isEmployee || user.isAdmin;
    if (!ok)
      return next(
        new ForbiddenError(message ?? (role === 'admin' ? "You don't have admin privileges." : 'Employees only.')),
      );
    next();
  });
}

export const requireAdmin = requireRole('admin');
export const requireEmployee = requireRole('employee');

/** The signed-in user themself, or an admin: for routes keyed by :userId. */
export function requireSelfOrAdmin(param = 'userId'): RequestHandler {
  return named('requireSelfOrAdmin', (req, _res, next) => {
    const user = req.user;
    if (!user) return next(new UnauthorizedError());
    const target = req.params[param] ?? req.query[param];
    if (user.isAdmin || target === user.id) return next();
    next(new ForbiddenError());
  });
}

/**
 * Signed in, unless the query string names `param`: for a route that answers anyone one thing (a
 * day's grid with ?date) and an account another (its own list). The guard carries the parameter, so
 * the OpenAPI document says both.
 */
export function requireAuthUnlessQuery(param: string): RequestHandler & { unlessQuery: string } {
  const guard = named('requireAuthUnlessQuery', (req, _res, next) =>
    req.user || req.query[param] !== undefined ? next() : next(new UnauthorizedError()),
  );
  return Object.assign(guard, { unlessQuery: param });
}
