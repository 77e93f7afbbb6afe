import express, { type Express, type Request, type RequestHandler } from 'express';
import { createApp } from '../api/app';
import { errorMiddleware } from '../api/error-middleware';
import { sessionMiddleware } from '../api/middleware/security';
import type { AppModule } from '../modules/module';
import { NotFoundError } from '../lib/errors';
import { UserProvisioner } from './provision-user';
import { VENUE_COOKIE, VENUE_HEADER } from './venue-cookie';
import type { VenueDirectory } from './venue-directory';

/** How long the picker's choice (set by a link naming a venue) lasts. */
const YEAR_MS = 365 * 24 * 3600 * 1000;

/**
 * Sign-in and account writes go to the default venue, which keeps the deployment's accounts: a phone
 * number is one account (one id) everywhere, copied to another venue on first use there.
 */
const IDENTITY_ROUTES: ReadonlyArray<[method: string, path: string]> = [
  ['POST', '/api/auth/phone/send-code'],
  ['POST', '/api/auth/phone/verify-code'],
  ['POST', '/api/auth/check-phone'],
  ['POST', '/api/auth/check-signup'],
  ['PATCH', '/api/auth/profile'],
];

/**
 * One HTTP front for several venues: each request goes to one venue's whole app (its own database,
 * projections, jobs and caches), chosen by the X-Venue header, the `venue` query parameter or the
 * picker's cookie, else the default venue. Nothing is shared between venues but the session store
 * (the default venue's) and the account a customer signs in with.
 */
export function createVenueFront(directory: VenueDirectory, modules?: AppModule[]): Express {
  const apps = new Map(directory.contexts().map((ctx) => [ctx.config.VENUE_ID, createApp(ctx, modules)]));
  const identity = directory.identity();
  const provisioner = new UserProvisioner(identity);
  const front = express();
  front.disable('x-powered-by');
  front.disable('etag');
  front.use(sessionMiddleware(identity));
  const route: RequestHandler = (req, res, next) => {
    const chosen = venueOf(req, directory);
    if (chosen.unknown && req.path.startsWith('/api/'))
      return next(new NotFoundError(`No venue "${chosen.unknown}"`, 'VENUE.UNKNOWN'));
    const target = isIdentityRoute(req) ? directory.defaultId : chosen.id;
    // A link naming its venue (a receipt, a calendar feed) opens the site at that venue from then on.
    if (chosen.fromQuery && !req.path.startsWith('/api/') && (req.method === 'GET' || req.method === 'HEAD'))
      res.cookie(VENUE_COOKIE, chosen.id, { path: '/', maxAge: YEAR_MS, sameSite: 'lax', httpOnly: false });
    const ctx = directory.context(target)!;
    res.setHeader('X-Venue', target);
    // One URL answers differently per venue: caches must key on what chose it.
    res.vary('Cookie');
    res.vary('X-Venue');
    const userId = req.session?.userId;
    if (userId && req.method === 'PATCH' && req.path === '/api/auth/profile') {
      res.on('finish', () => {
        if (res.statusCode === 200) void provisioner.syncProfile(directory.contexts(), userId);
      });
    }
    (userId ? provisioner.provision(ctx, userId) : Promise.resolve())
      .then(() => apps.get(target)!(req, res, next))
      .catch(next);
  };
  front.use(route);
  front.use(errorMiddleware);
  return front;
}

/** The venue a request asks for: header, then query parameter, then cookie; unknown names are reported. */
export function venueOf(
  req: Request,
  directory: VenueDirectory,
): { id: string; unknown?: string; fromQuery?: boolean } {
  const header = req.headers[VENUE_HEADER];
  const fromHeader = typeof header === 'string' ? header.trim() : undefined;
  const fromQuery = new URLSearchParams(req.url.split('?')[1] ?? '').get('venue') ?? undefined;
  const asked = fromHeader || fromQuery;
  if (asked) {
    if (!directory.has(asked)) return { id: directory.defaultId, unknown: asked };
    return { id: asked, fromQuery: !fromHeader };
  }
  const fromCookie = cookieValue(req.headers.cookie, VENUE_COOKIE);
  // A stale cookie (a venue since removed) falls back to the default venue quietly.
  return { id: fromCookie && directory.has(fromCookie) ? fromCookie : directory.defaultId };
}

function isIdentityRoute(req: Request): boolean {
  return IDENTITY_ROUTES.some(([method, path]) => req.method === method && req.path === path);
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
