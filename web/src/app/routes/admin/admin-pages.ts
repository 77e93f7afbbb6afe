import { ADMIN_PAGES } from '@contracts/web-pages';

export type AdminPage = (typeof ADMIN_PAGES)[number];

/** What each admin page will hold, shown until its area builds it (never a 404 from the sidebar). */
export const ADMIN_PAGE_PLANS: Record<string, string> = {
  '': 'Today at a glance: bookings by bay and hour, occupancy, revenue, arrivals and alerts.',
  'tee-sheet': 'Bays by time for a chosen day, with every booking; create and move bookings.',
  bookings: 'Search and filter bookings, see each one’s history, book for a customer, cancel or mark no-show.',
  customers: 'Find a customer by name, phone or email; their bookings, credits, membership and messages.',
  messages: 'The support inbox: customers’ texts and your replies.',
  memberships: 'Membership plans and every subscriber, with renewals and past-due accounts.',
  subscriptions: 'Membership plans and every subscriber, with renewals and past-due accounts.',
  credits: 'Credit balances and the ledger of every grant and spend.',
  loyalty: 'The loyalty program: whether it is on and how many hours earn a credit.',
  'gift-cards': 'Every gift card sold, its balance and its redemptions.',
  coupons: 'Coupons: create, edit, deactivate, and see their redemptions.',
  'promotional-offers': 'Credit and promotional offers shown to customers at checkout.',
  'payment-settings': 'Which card processor takes payments.',
  leagues: 'Tournaments and leagues: create, publish and complete them.',
  'tournament-registrations': 'Who entered each tournament, and when.',
  'bay-management': 'Bays: names, rates and whether they take bookings.',
  'global-business-hours': 'Opening hours per day, booking interval, peak window and rates.',
  'cancellation-policy': 'How much a cancellation refunds, by how long before the booking.',
  'door-access': 'Door codes for bookings and the provider that issues them.',
  workforce: 'Staff shifts by week and timeclock entries, with corrections.',
  sms: 'Every text message sent and received, with its delivery status.',
  'sms-settings': 'When and how the venue texts customers.',
  'sms-management': 'Failed and queued text messages, with retry.',
  'message-templates': 'The wording of each text and email the venue sends.',
  'canned-responses': 'Saved replies for the support inbox.',
  notifications: 'Who on staff is told about what (new bookings, failed payments, messages).',
  'email-settings': 'The address receipts and gift cards are sent from.',
  analytics: 'Revenue, occupancy and customers over time.',
  'analytics-simple': 'The headline numbers for a chosen period.',
  'system-settings': 'Venue name, time zone and contact details.',
  'debug/square-customer-mapping': 'Which Square customer each account is linked to.',
};

export const adminPageByPath = (path: string): AdminPage | undefined => ADMIN_PAGES.find((p) => p.path === path);
export { ADMIN_PAGES };
