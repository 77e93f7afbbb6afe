import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { Toaster } from '@/components/ui/toaster';
import { lazyPageOf } from '@/lib/lazy-page';
import { pages } from '@/app/router';
import type { AccountSummary } from '@contracts/account/account-summary';
import type { PhoneUser } from '@/lib/session/phone-user';
import { server } from './server';

export const customer: PhoneUser = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Tester',
  phoneNumber: '+12125550123',
  email: 'ada@example.com',
  isAdmin: false,
  isEmployee: false,
};
export const admin: PhoneUser = { ...customer, id: 'a1', firstName: 'Avery', isAdmin: true };

/** The current-user call answers this user (null: a visitor, answered 200 { user: null }); no system alerts, not past due. */
export function signedInAs(user: PhoneUser | null) {
  server.use(
    // A deployment of one venue: no picker, no switcher.
    http.get('/api/venues', () =>
      HttpResponse.json({
        venues: [{ id: 'main', name: 'Fairway Sim Golf', timeZone: 'America/New_York', address: null }],
        current: 'main',
        cookie: 'golf.venue',
        header: 'x-venue',
      }),
    ),
    // The support phone the venue serves (System Settings, else the deployment's default).
    http.get('/api/venue', () =>
      HttpResponse.json({ name: 'Fairway Sim Golf', supportPhone: '+1 (555) 010-4653', timeZone: 'America/New_York' }),
    ),
  );
  server.use(http.get('/api/auth/phone-user', () => HttpResponse.json(user ?? { user: null })));
  // No waiver to sign (the waiver tests answer their own).
  server.use(http.get('/api/waiver/status', () => HttpResponse.json({ signedVersion: null, needsSignature: false })));
  if (user?.isAdmin) server.use(http.get('/api/admin/alerts', () => HttpResponse.json({ alerts: [] })));
  if (user)
    server.use(
      http.get('/api/user-payment-status', () =>
        HttpResponse.json({ isPastDue: false, paymentStatusMessage: null, nextRetryAt: null }),
      ),
      http.get('/api/account/summary', () => HttpResponse.json(accountSummaryOf(user))),
      http.get('/api/account/calendar-feed', () => HttpResponse.json({ exists: false, url: null, createdAt: null })),
      http.get('/api/waitlist', () => HttpResponse.json({ entries: [] })),
    );
}

/** An account with nothing booked yet (tests override what they look at). */
export function accountSummaryOf(user: PhoneUser, patch: Partial<AccountSummary> = {}): AccountSummary {
  return {
    user: {
      id: user.id,
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      phoneNumber: user.phoneNumber ?? '',
      email: user.email ?? null,
      isVerified: true,
      memberSince: '2026-01-15T15:00:00.000Z',
      membershipType: 'guest',
    },
    credits: { total: 0, general: 0, membership: 0, loyalty: 0 },
    totalHours: '0.0',
    loyaltyPoints: 0,
    totalBookings: 0,
    totalSpent: '0.00',
    creditsUsed: 0,
    upcoming: [],
    recent: [],
    loyalty: {
      isActive: true,
      loyaltyPoints: 0,
      hoursPerCredit: 10,
      progressToNext: 0,
      hoursToNext: 10,
      creditsEarned: 0,
    },
    membership: null,
    hasShiftsThisWeek: false,
    ...patch,
  };
}

/**
 * The app's pages at `path`, with a fresh SWR cache and the toaster; answers the router to follow
 * navigation. The lazy pages the path shows are loaded first, so a test's first wait is for its data,
 * never for a page module still compiling (what made cold runs flake).
 */
export async function renderPage(path: string) {
  const matched = matchRoutes(pages, path) ?? [];
  await Promise.all(matched.map((m) => lazyPageOf(m.route.element)?.preload()));
  const router = createMemoryRouter(pages, { initialEntries: [path] });
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <RouterProvider router={router} />
      <Toaster />
    </SWRConfig>,
  );
  return router;
}
