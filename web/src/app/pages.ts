import type { Slots } from '@/lib/slots';
import { ADMIN_GROUPS, type FeatureManifest, type NavAudience, type PageEntry } from '@/lib/page-manifest';
import { accountPages } from '@/features/account/routes';
import { analyticsPages } from '@/features/analytics/routes';
import { bayScreensPages } from '@/features/bay-screens/routes';
import { bookingsPages } from '@/features/bookings/routes';
import { calendarPages } from '@/features/calendar/routes';
import { catalogPages } from '@/features/catalog/routes';
import { couponsPages } from '@/features/coupons/routes';
import { creditsPages } from '@/features/credits/routes';
import { customersPages } from '@/features/customers/routes';
import { dashboardPages } from '@/features/dashboard/routes';
import { doorAccessPages } from '@/features/door-access/routes';
import { emailPages } from '@/features/email/routes';
import { giftCardsPages } from '@/features/gift-cards/routes';
import { ledgerPages } from '@/features/ledger/routes';
import { loyaltyPages } from '@/features/loyalty/routes';
import { membershipsPages } from '@/features/memberships/routes';
import { messagingPages } from '@/features/messaging/routes';
import { noShowPages } from '@/features/no-show/routes';
import { offersPages } from '@/features/offers/routes';
import { paymentsPages } from '@/features/payments/routes';
import { remindersPages } from '@/features/reminders/routes';
import { smsPages } from '@/features/sms/routes';
import { staffPages } from '@/features/staff/routes';
import { supportPages } from '@/features/support/routes';
import { systemPages } from '@/features/system/routes';
import { tabsPages } from '@/features/tabs/routes';
import { tournamentsPages } from '@/features/tournaments/routes';
import { usersPages } from '@/features/users/routes';
import { waitlistPages } from '@/features/waitlist/routes';
import { waiversPages } from '@/features/waivers/routes';
import { webhooksPages } from '@/features/webhooks/routes';

/** Every feature's manifest (web/src/features/<area>/routes/index.ts): the app's pages come from these. */
export const FEATURES: FeatureManifest[] = [
  accountPages,
  analyticsPages,
  bayScreensPages,
  bookingsPages,
  calendarPages,
  catalogPages,
  couponsPages,
  creditsPages,
  customersPages,
  dashboardPages,
  doorAccessPages,
  emailPages,
  giftCardsPages,
  ledgerPages,
  loyaltyPages,
  membershipsPages,
  messagingPages,
  noShowPages,
  offersPages,
  paymentsPages,
  remindersPages,
  smsPages,
  staffPages,
  supportPages,
  systemPages,
  tabsPages,
  tournamentsPages,
  usersPages,
  waitlistPages,
  waiversPages,
  webhooksPages,
];

export const customerPages: PageEntry[] = FEATURES.flatMap((f) => f.customerPages ?? []);
export const adminPages: PageEntry[] = FEATURES.flatMap((f) => f.adminPages ?? []);
export const screenPages: PageEntry[] = FEATURES.flatMap((f) => f.screenPages ?? []);
export const customerShell = FEATURES.flatMap((f) => f.customerShell ?? []);
export const adminShell = FEATURES.flatMap((f) => f.adminShell ?? []);

/** The widgets features show in each other's pages, by slot name (lib/slots.tsx). */
export const slots: Slots = Object.assign({}, ...FEATURES.map((f) => f.slots ?? {}));

export type SidebarLink = { to: string; label: string };

/** The admin sidebar: each group in ADMIN_GROUPS order, its links by their `order`. */
export const adminSidebar: { group: string; links: SidebarLink[] }[] = ADMIN_GROUPS.map((group) => ({
  group,
  links: adminPages
    .filter((p) => p.sidebar?.group === group)
    .sort((a, b) => a.sidebar!.order - b.sidebar!.order)
    .map((p) => ({ to: p.path ? `/admin/${p.path}` : '/admin', label: p.sidebar!.label })),
})).filter((g) => g.links.length > 0);

export type NavLinkEntry = { to: string; label: string; audience: NavAudience; className?: string };

/** The main navigation bar's links, by their `order`. */
export const navLinks: NavLinkEntry[] = [
  ...customerPages.map((p) => ({ p, to: p.path })),
  ...adminPages.map((p) => ({ p, to: p.path ? `/admin/${p.path}` : '/admin' })),
]
  .filter(({ p }) => p.nav)
  .sort((a, b) => a.p.nav!.order - b.p.nav!.order)
  .map(({ p, to }) => ({ to, label: p.nav!.label, audience: p.nav!.audience, className: p.nav!.className }));
