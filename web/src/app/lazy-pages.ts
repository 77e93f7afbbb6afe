import { lazyPage } from './lazy-page';

/** The app's pages, each loaded on first visit (and ahead of it by tests: see lazy-page.ts). */
export const PhoneLoginRoute = lazyPage(
  () => import('../features/users/routes/phone-login'),
  (m) => m.PhoneLoginRoute,
);
export const BookingSuccessRoute = lazyPage(
  () => import('../features/bookings/routes/booking-success'),
  (m) => m.BookingSuccessRoute,
);
export const MembershipsRoute = lazyPage(
  () => import('../features/memberships/routes/memberships'),
  (m) => m.MembershipsRoute,
);
export const MembershipSuccessRoute = lazyPage(
  () => import('../features/memberships/routes/membership-success'),
  (m) => m.MembershipSuccessRoute,
);
export const BookOnlineRoute = lazyPage(
  () => import('../features/bookings/routes/book-online'),
  (m) => m.BookOnlineRoute,
);
export const TournamentLeaderboardRoute = lazyPage(
  () => import('../features/tournaments/routes/tournament-leaderboard'),
  (m) => m.TournamentLeaderboardRoute,
);
export const TournamentScorecardRoute = lazyPage(
  () => import('../features/tournaments/routes/tournament-scorecard'),
  (m) => m.TournamentScorecardRoute,
);
export const TimeclockRoute = lazyPage(
  () => import('../features/staff/routes/timeclock'),
  (m) => m.TimeclockRoute,
);
export const LeaguesRoute = lazyPage(
  () => import('../features/tournaments/routes/leagues'),
  (m) => m.LeaguesRoute,
);
export const GiftCardsRoute = lazyPage(
  () => import('../features/gift-cards/routes/gift-cards'),
  (m) => m.GiftCardsRoute,
);
export const MyAccountRoute = lazyPage(
  () => import('../features/account/routes/my-account'),
  (m) => m.MyAccountRoute,
);
export const AdminLayout = lazyPage(
  () => import('./routes/admin/admin-layout'),
  (m) => m.AdminLayout,
);
export const DashboardPage = lazyPage(
  () => import('../features/dashboard/routes/admin/dashboard'),
  (m) => m.DashboardPage,
);
export const GiftCardsAdminPage = lazyPage(
  () => import('../features/gift-cards/routes/admin/gift-cards'),
  (m) => m.GiftCardsAdminPage,
);
export const EmailSettingsPage = lazyPage(
  () => import('../features/email/routes/admin/email-settings'),
  (m) => m.EmailSettingsPage,
);
export const LoyaltyAdminPage = lazyPage(
  () => import('../features/loyalty/routes/admin/loyalty'),
  (m) => m.LoyaltyAdminPage,
);
export const MembershipsAdminPage = lazyPage(
  () => import('../features/memberships/routes/admin/memberships'),
  (m) => m.MembershipsAdminPage,
);
export const LeaguesAdminPage = lazyPage(
  () => import('../features/tournaments/routes/admin/leagues'),
  (m) => m.LeaguesAdminPage,
);
export const TournamentRegistrationsPage = lazyPage(
  () => import('../features/tournaments/routes/admin/tournament-registrations'),
  (m) => m.TournamentRegistrationsPage,
);
export const TournamentScorecardsPage = lazyPage(
  () => import('../features/tournaments/routes/admin/tournament-scorecards'),
  (m) => m.TournamentScorecardsPage,
);
export const WorkforcePage = lazyPage(
  () => import('../features/staff/routes/admin/workforce'),
  (m) => m.WorkforcePage,
);
export const MessagesPage = lazyPage(
  () => import('../features/messaging/routes/admin/messages'),
  (m) => m.MessagesPage,
);
export const CannedResponsesPage = lazyPage(
  () => import('../features/support/routes/admin/canned-responses'),
  (m) => m.CannedResponsesPage,
);
export const SmsLogPage = lazyPage(
  () => import('../features/sms/routes/admin/sms-pages'),
  (m) => m.SmsLogPage,
);
export const SmsManagementPage = lazyPage(
  () => import('../features/sms/routes/admin/sms-pages'),
  (m) => m.SmsManagementPage,
);
export const SmsSettingsPage = lazyPage(
  () => import('../features/sms/routes/admin/sms-pages'),
  (m) => m.SmsSettingsPage,
);
export const MessageTemplatesPage = lazyPage(
  () => import('../features/sms/routes/admin/sms-pages'),
  (m) => m.MessageTemplatesPage,
);
export const BayManagementPage = lazyPage(
  () => import('../features/catalog/routes/admin/bay-management'),
  (m) => m.BayManagementPage,
);
export const GlobalBusinessHoursPage = lazyPage(
  () => import('../features/catalog/routes/admin/global-business-hours'),
  (m) => m.GlobalBusinessHoursPage,
);
export const CancellationPolicyPage = lazyPage(
  () => import('../features/catalog/routes/admin/cancellation-policy'),
  (m) => m.CancellationPolicyPage,
);
export const NoShowPage = lazyPage(
  () => import('../features/no-show/routes/admin/no-show'),
  (m) => m.NoShowPage,
);
export const PaymentSettingsPage = lazyPage(
  () => import('../features/payments/routes/admin/payment-settings'),
  (m) => m.PaymentSettingsPage,
);
export const SystemSettingsPage = lazyPage(
  () => import('../features/catalog/routes/admin/system-settings'),
  (m) => m.SystemSettingsPage,
);
export const NotificationsPage = lazyPage(
  () => import('../features/messaging/routes/admin/notifications'),
  (m) => m.NotificationsPage,
);
export const DoorAccessPage = lazyPage(
  () => import('../features/door-access/routes/admin/door-access'),
  (m) => m.DoorAccessPage,
);
export const CouponsPage = lazyPage(
  () => import('../features/coupons/routes/admin/coupons'),
  (m) => m.CouponsPage,
);
export const PromotionalOffersPage = lazyPage(
  () => import('../features/offers/routes/admin/promotional-offers'),
  (m) => m.PromotionalOffersPage,
);
export const ProjectionsPage = lazyPage(
  () => import('../features/system/routes/admin/projections'),
  (m) => m.ProjectionsPage,
);
export const CustomersPage = lazyPage(
  () => import('../features/customers/routes/admin/customers'),
  (m) => m.CustomersPage,
);
export const TeeSheetPage = lazyPage(
  () => import('../features/bookings/routes/admin/tee-sheet'),
  (m) => m.TeeSheetPage,
);
export const BookingsAdminPage = lazyPage(
  () => import('../features/bookings/routes/admin/bookings'),
  (m) => m.BookingsAdminPage,
);
export const CustomerDetailPage = lazyPage(
  () => import('../features/customers/routes/admin/customer-detail'),
  (m) => m.CustomerDetailPage,
);
export const CreditsAdminPage = lazyPage(
  () => import('../features/credits/routes/admin/credits'),
  (m) => m.CreditsAdminPage,
);
export const SquareCustomerMappingPage = lazyPage(
  () => import('../features/payments/routes/admin/square-customer-mapping'),
  (m) => m.SquareCustomerMappingPage,
);
export const QueuesPage = lazyPage(
  () => import('../features/system/routes/admin/queues'),
  (m) => m.QueuesPage,
);
export const RemindersPage = lazyPage(
  () => import('../features/reminders/routes/admin/reminders'),
  (m) => m.RemindersPage,
);
export const WebhooksPage = lazyPage(
  () => import('../features/webhooks/routes/admin/webhooks'),
  (m) => m.WebhooksPage,
);
export const AnalyticsPage = lazyPage(
  () => import('../features/analytics/routes/admin/analytics'),
  (m) => m.AnalyticsPage,
);
export const WaitlistAdminPage = lazyPage(
  () => import('../features/waitlist/routes/admin/waitlist'),
  (m) => m.WaitlistAdminPage,
);
export const WaitlistOfferRoute = lazyPage(
  () => import('../features/waitlist/routes/waitlist-offer'),
  (m) => m.WaitlistOfferRoute,
);
export const AnalyticsSimplePage = lazyPage(
  () => import('../features/analytics/routes/admin/analytics-simple'),
  (m) => m.AnalyticsSimplePage,
);
export const ReconciliationPage = lazyPage(
  () => import('../features/ledger/routes/admin/reconciliation'),
  (m) => m.ReconciliationPage,
);
