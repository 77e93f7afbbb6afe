/**
 * The pages the web app serves, shared by the server (any other path is answered 404, with the app's
 * own Page Not Found) and the web router (a test checks each of its routes is listed here). A
 * trailing `/*` takes every path below.
 */
export const WEB_PAGES = [
  '/',
  '/phone-login',
  '/booking-success',
  '/payment-success',
  '/my-account',
  '/memberships',
  '/membership-success',
  '/gift-cards',
  '/book-online',
  '/tournament/*',
  '/leagues',
  '/timeclock',
  '/waitlist/*',
  '/approve-payment/*',
  '/bar-tab/*',
  '/bay/*',
  '/admin',
  '/admin/*',
] as const;

export function isWebPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return WEB_PAGES.some((page) =>
    page.endsWith('/*') ? path.startsWith(page.slice(0, -1)) || path === page.slice(0, -2) : path === page,
  );
}

/** Every sub-page of the admin area (second spec document, section 2), with its sidebar label. */
export const ADMIN_PAGES = [
  { path: '', label: 'Dashboard', group: 'Today' },
  { path: 'tee-sheet', label: 'Tee Sheet', group: 'Today' },
  { path: 'bookings', label: 'Bookings', group: 'Today' },
  { path: 'customers', label: 'Customers', group: 'Today' },
  { path: 'waitlist', label: 'Waitlist', group: 'Today' },
  { path: 'messages', label: 'Messages', group: 'Today' },
  { path: 'tabs', label: 'Tabs', group: 'Today' },
  { path: 'memberships', label: 'Memberships', group: 'Revenue' },
  { path: 'subscriptions', label: 'Subscriptions', group: 'Revenue', sameAs: 'memberships' },
  { path: 'credits', label: 'Credits', group: 'Revenue' },
  { path: 'loyalty', label: 'Loyalty', group: 'Revenue' },
  { path: 'gift-cards', label: 'Gift Cards', group: 'Revenue' },
  { path: 'coupons', label: 'Coupons', group: 'Revenue' },
  { path: 'promotional-offers', label: 'Promotional Offers', group: 'Revenue' },
  { path: 'payment-settings', label: 'Payment Settings', group: 'Revenue' },
  { path: 'disputes', label: 'Disputes', group: 'Revenue' },
  { path: 'menu', label: 'Menu', group: 'Revenue' },
  { path: 'leagues', label: 'Leagues', group: 'Play' },
  { path: 'tournament-registrations', label: 'Tournament Registrations', group: 'Play' },
  { path: 'bay-management', label: 'Bay Management', group: 'Venue' },
  { path: 'global-business-hours', label: 'Business Hours', group: 'Venue' },
  { path: 'cancellation-policy', label: 'Cancellation Policy', group: 'Venue' },
  { path: 'door-access', label: 'Door Access', group: 'Venue' },
  { path: 'workforce', label: 'Workforce', group: 'Staff' },
  { path: 'sms', label: 'SMS', group: 'Messaging' },
  { path: 'sms-settings', label: 'SMS Settings', group: 'Messaging' },
  { path: 'sms-management', label: 'SMS Management', group: 'Messaging' },
  { path: 'message-templates', label: 'Message Templates', group: 'Messaging' },
  { path: 'reminders', label: 'Reminders', group: 'Messaging' },
  { path: 'canned-responses', label: 'Canned Responses', group: 'Messaging' },
  { path: 'notifications', label: 'Notifications', group: 'Messaging' },
  { path: 'email-settings', label: 'Email Settings', group: 'Messaging' },
  { path: 'analytics', label: 'Analytics', group: 'Reports' },
  { path: 'analytics-simple', label: 'Analytics (Simple)', group: 'Reports' },
  { path: 'reconciliation', label: 'Reconciliation', group: 'Reports' },
  { path: 'payouts', label: 'Payouts', group: 'Reports' },
  { path: 'system-settings', label: 'System Settings', group: 'System' },
  { path: 'debug/square-customer-mapping', label: 'Square Customer Mapping', group: 'System' },
  { path: 'queues', label: 'Queues', group: 'System' },
  { path: 'webhooks', label: 'Webhooks', group: 'System' },
  { path: 'projections', label: 'Projections', group: 'System' },
  { path: 'no-show', label: 'No-Show Protection', group: 'Venue' },
  { path: 'waiver', label: 'Waiver', group: 'Venue' },
] as const;
