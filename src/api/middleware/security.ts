import connectPgSimple from 'connect-pg-simple';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { AppContext } from '../../app-context';
import { ForbiddenError } from '../../lib/errors';
import { findUserIdentity, toUserIdentity } from '../../projections/users/users.queries';
import type { SessionUser } from '../auth';

export const SESSION_COOKIE = 'golf.sid';
const THIRTY_DAYS_MS = 30 * 24 * 3600 * 1000;

/** Session, same-origin check and the current user, in order, before any /api route. */
export function securityMiddleware(ctx: AppContext): RequestHandler[] {
  return [sameOriginOnly(ctx), sessionMiddleware(ctx), loadUser(ctx)];
}

/**
 * The session (cookie golf.sid, rows in this context's user_sessions). A deployment of several venues
 * runs the default venue's in front of them all, so one sign-in holds at every venue (a request that
 * already has a session passes through express-session untouched).
 */
export function sessionMiddleware(ctx: AppContext): RequestHandler {
  const PgStore = connectPgSimple(session);
  /**
   * Touching a session (moving its expiry after a request) happens once the answer is written: a
   * failure there (the database went away mid-request) would make express-session cut the connection
   * under an answer already sent. A missed touch only shortens a 30-day expiry, so it is logged, not fatal.
   */
  class SessionStore extends PgStore {
    override touch(sid: string, sess: session.SessionData, callback?: (err?: unknown) => void): void {
      super.touch(sid, sess, (err?: unknown) => {
        if (err) ctx.logger.warn({ err }, 'could not extend a session');
        callback?.();
      });
    }
  }
  const sessions = session({
    name: SESSION_COOKIE,
    secret: ctx.config.SESSION_SECRET,
    store: new SessionStore({
      pool: ctx.pool,
      tableName: 'user_sessions',
      createTableIfMissing: false,
      pruneSessionInterval: 15 * 60,
    }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: true,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: ctx.config.NODE_ENV === 'production' ? 'auto' : false,
      maxAge: THIRTY_DAYS_MS,
    },
  });
  // A read without our cookie has no session to load and cannot create one worth keeping: skip the
  // session machinery (the hot public reads, availability and the day's bookings, are mostly these).
  const sessionsWhenNeeded: RequestHandler = (req, res, next) => {
    if (SAFE.has(req.method) && !req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return next();
    return sessions(req, res, next);
  };
  return sessionsWhenNeeded;
}

const SAFE: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

const UNSAFE: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Rejects state-changing requests a browser sent from another site. Browsers always send Origin on
 * cross-site POSTs (and Sec-Fetch-Site); non-browser clients without either carry no ambient cookie risk.
 */
function sameOriginOnly(ctx: AppContext): RequestHandler {
  const allowed = new Set<string>();
  if (ctx.config.PUBLIC_URL) allowed.add(new URL(ctx.config.PUBLIC_URL).origin);
  return (req, _res, next) => {
    if (!UNSAFE.has(req.method) || !req.originalUrl.startsWith('/api')) return next();
    const origin = req.headers.origin;
    if (origin) {
      const host = req.headers['x-forwarded-host'] ?? req.headers.host;
      let sameHost: boolean;
      try {
        sameHost = new URL(origin).host === host;
      } catch {
        sameHost = false;
      }
      if (sameHost || allowed.has(origin)) return next();
      return next(new ForbiddenError('Cross-site request refused', 'AUTH.CROSS_SITE'));
    }
    if (req.headers['sec-fetch-site'] === 'cross-site' || crossSiteReferer(req)) {
      return next(new ForbiddenError('Cross-site request refused', 'AUTH.CROSS_SITE'));
    }
    next();
  };
}

/** Without an Origin, a Referer from another host (or one that is not a URL) marks a cross-site request. */
function crossSiteReferer(req: Parameters<RequestHandler>[0]): boolean {
  const referer = req.headers.referer;
  if (!referer) return false;
  try {
    return new URL(referer).host !== (req.headers['x-forwarded-host'] ?? req.headers.host);
  } catch {
    return true;
  }
}

function loadUser(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    req.user = null;
    const userId = req.session?.userId;
    if (!userId) return next();
    try {
      req.user = await findUserIdentity(ctx.knex, userId);
      next();
    } catch (error) {
      next(error);
    }
  };
}

export function toSessionUser(row: Record<string, unknown>): SessionUser {
  return toUserIdentity(row);
}
