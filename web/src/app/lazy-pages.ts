import { lazyPage } from './lazy-page';

/** The app's pages, each loaded on first visit (and ahead of it by tests: see lazy-page.ts). */
export const PhoneLoginRoute = lazyPage(
  () => import('./routes/phone-login'),
  (m) => m.PhoneLoginRoute,
);
export const BookingSuccessRoute = lazyPage(
  () => import('./routes/booking-success'),
  (m) => m.BookingSuccessRoute,
);
export const MembershipsRoute = lazyPage(
  () => import('./routes/memberships'),
  (m) => m.MembershipsRoute,
);
export const MembershipSuccessRoute = lazyPage(
  () => import('./routes/membership-success'),
  (m) => m.MembershipSuccessRoute,
);
export const BookOnlineRoute = lazyPage(
  () => import('./routes/book-online'),
  (m) => m.BookOnlineRoute,
);
export const TournamentLeaderboardRoute = lazyPage(
  () => import('./routes/tournament-leaderboard'),
  (m) => m.TournamentLeaderboardRoute,
);
export const TournamentScorecardRoute = lazyPage(
  () => import('./routes/tournament-scorecard'),
  (m) => m.TournamentScorecardRoute,
);
export const TimeclockRoute = lazyPage(
  () => import('./routes/timeclock'),
  (m) => m.TimeclockRoute,
);
export const LeaguesRoute = lazyPage(
  () => import('./routes/leagues'),
  (m) => m.LeaguesRoute,
);
export const GiftCardsRoute = lazyPage(
  () => import('./routes/gift-cards'),
  (m) => m.GiftCardsRoute,
);
export const MyAccountRoute = lazyPage(
  () => import('./routes/my-account'),
  (m) => m.MyAccountRoute,
);
export const AdminLayout = lazyPage(
  () => import('./routes/admin/admin-layout'),
  (m) => m.AdminLayout,
);
export const DashboardPage = lazyPage(
  () => import('./routes/admin/pages/dashboard'),
  (m) => m.DashboardPage,
);
export const GiftCardsAdminPage = lazyPage(
  () => import('./routes/admin/pages/gift-cards'),
  (m) => m.GiftCardsAdminPage,
);
export const EmailSettingsPage = lazyPage(
  () => import('./routes/admin/pages/email-settings'),
  (m) => m.EmailSettingsPage,
);
export const LoyaltyAdminPage = lazyPage(
  () => import('./routes/admin/pages/loyalty'),
  (m) => m.LoyaltyAdminPage,
);
export const MembershipsAdminPage = lazyPage(
  () => import('./routes/admin/pages/memberships'),
  (m) => m.MembershipsAdminPage,
);
export const LeaguesAdminPage = lazyPage(
  () => import('./routes/admin/pages/leagues'),
  (m) => m.LeaguesAdminPage,
);
export const TournamentRegistrationsPage = lazyPage(
  () => import('./routes/admin/pages/tournament-registrations'),
  (m) => m.TournamentRegistrationsPage,
);
export const TournamentScorecardsPage = lazyPage(
  () => import('./routes/admin/pages/tournament-scorecards'),
  (m) => m.TournamentScorecardsPage,
);
export const WorkforcePage = lazyPage(
  () => import('./routes/admin/pages/workforce'),
  (m) => m.WorkforcePage,
);
export const MessagesPage = lazyPage(
  () => import('./routes/admin/pages/messages'),
  (m) => m.MessagesPage,
);
export const CannedResponsesPage = lazyPage(
  () => import('./routes/admin/pages/canned-responses'),
  (m) => m.CannedResponsesPage,
);
export const SmsLogPage = lazyPage(
  () => import('./routes/admin/pages/sms-pages'),
  (m) => m.SmsLogPage,
);
export const SmsManagementPage = lazyPage(
  () => import('./routes/admin/pages/sms-pages'),
  (m) => m.SmsManagementPage,
);
export const SmsSettingsPage = lazyPage(
  () => import('./routes/admin/pages/sms-pages'),
  (m) => m.SmsSettingsPage,
);
export const MessageTemplatesPage = lazyPage(
  () => import('./routes/admin/pages/sms-pages'),
  (m) => m.MessageTemplatesPage,
);
export const BayManagementPage = lazyPage(
  () => import('./routes/admin/pages/bay-management'),
  (m) => m.BayManagementPage,
);
export const GlobalBusinessHoursPage = lazyPage(
  () => import('./routes/admin/pages/global-business-hours'),
  (m) => m.GlobalBusinessHoursPage,
);
export const CancellationPolicyPage = lazyPage(
  () => import('./routes/admin/pages/cancellation-policy'),
  (m) => m.CancellationPolicyPage,
);
export const NoShowPage = lazyPage(
  () => import('./routes/admin/pages/no-show'),
  (m) => m.NoShowPage,
);
export const PaymentSettingsPage = lazyPage(
  () => import('./routes/admin/pages/payment-settings'),
  (m) => m.PaymentSettingsPage,
);
export const SystemSettingsPage = lazyPage(
  () => import('./routes/admin/pages/system-settings'),
  (m) => m.SystemSettingsPage,
);
export const NotificationsPage = lazyPage(
  () => import('./routes/admin/pages/notifications'),
  (m) => m.NotificationsPage,
);
export const DoorAccessPage = lazyPage(
  () => import('./routes/admin/pages/door-access'),
  (m) => m.DoorAccessPage,
);
export const CouponsPage = lazyPage(
  () => import('./routes/admin/pages/coupons'),
  (m) => m.CouponsPage,
);
export const PromotionalOffersPage = lazyPage(
  () => import('./routes/admin/pages/promotional-offers'),
  (m) => m.PromotionalOffersPage,
);
export const ProjectionsPage = lazyPage(
  () => import('./routes/admin/pages/projections'),
  (m) => m.ProjectionsPage,
);
export const CustomersPage = lazyPage(
  () => import('./routes/admin/pages/customers'),
  (m) => m.CustomersPage,
);
export const TeeSheetPage = lazyPage(
  () => import('./routes/admin/pages/tee-sheet'),
  (m) => m.TeeSheetPage,
);
export const BookingsAdminPage = lazyPage(
  () => import('./routes/admin/pages/bookings'),
  (m) => m.BookingsAdminPage,
);
export const CustomerDetailPage = lazyPage(
  () => import('./routes/admin/pages/customer-detail'),
  (m) => m.CustomerDetailPage,
);
export const CreditsAdminPage = lazyPage(
  () => import('./routes/admin/pages/credits'),
  (m) => m.CreditsAdminPage,
);
export const SquareCustomerMappingPage = lazyPage(
  () => import('./routes/admin/pages/square-customer-mapping'),
  (m) => m.SquareCustomerMappingPage,
);
export const QueuesPage = lazyPage(
  () => import('./routes/admin/pages/queues'),
  (m) => m.QueuesPage,
);
export const RemindersPage = lazyPage(
  () => import('./routes/admin/pages/reminders'),
  (m) => m.RemindersPage,
);
export const WebhooksPage = lazyPage(
  () => import('./routes/admin/pages/webhooks'),
  (m) => m.WebhooksPage,
);
export const AnalyticsPage = lazyPage(
  () => import('./routes/admin/pages/analytics'),
  (m) => m.AnalyticsPage,
);
export const WaitlistAdminPage = lazyPage(
  () => import('./routes/admin/pages/waitlist'),
  (m) => m.WaitlistAdminPage,
);
export const WaitlistOfferRoute = lazyPage(
  () => import('./routes/waitlist-offer'),
  (m) => m.WaitlistOfferRoute,
);
export const AnalyticsSimplePage = lazyPage(
  () => import('./routes/admin/pages/analytics-simple'),
  (m) => m.AnalyticsSimplePage,
);
export const ReconciliationPage = lazyPage(
  () => import('./routes/admin/pages/reconciliation'),
  (m) => m.ReconciliationPage,
);
