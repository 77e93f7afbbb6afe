import { Suspense } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  RouterProvider,
  ScrollRestoration,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { lazyPage } from './lazy-page';
import { NavBar } from './nav-bar';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { SupportButton } from '@/features/support/components/support-button';

const PhoneLoginRoute = lazyPage(
  () => import('./routes/phone-login'),
  (m) => m.PhoneLoginRoute,
);
const BookingSuccessRoute = lazyPage(
  () => import('./routes/booking-success'),
  (m) => m.BookingSuccessRoute,
);
const MembershipsRoute = lazyPage(
  () => import('./routes/memberships'),
  (m) => m.MembershipsRoute,
);
const MembershipSuccessRoute = lazyPage(
  () => import('./routes/membership-success'),
  (m) => m.MembershipSuccessRoute,
);
const BookOnlineRoute = lazyPage(
  () => import('./routes/book-online'),
  (m) => m.BookOnlineRoute,
);
const TournamentLeaderboardRoute = lazyPage(
  () => import('./routes/tournament-leaderboard'),
  (m) => m.TournamentLeaderboardRoute,
);
const TournamentScorecardRoute = lazyPage(
  () => import('./routes/tournament-scorecard'),
  (m) => m.TournamentScorecardRoute,
);
const TimeclockRoute = lazyPage(
  () => import('./routes/timeclock'),
  (m) => m.TimeclockRoute,
);
const LeaguesRoute = lazyPage(
  () => import('./routes/leagues'),
  (m) => m.LeaguesRoute,
);
const GiftCardsRoute = lazyPage(
  () => import('./routes/gift-cards'),
  (m) => m.GiftCardsRoute,
);
const MyAccountRoute = lazyPage(
  () => import('./routes/my-account'),
  (m) => m.MyAccountRoute,
);
const AdminLayout = lazyPage(
  () => import('./routes/admin/admin-layout'),
  (m) => m.AdminLayout,
);
const DashboardPage = lazyPage(
  () => import('./routes/admin/pages/dashboard'),
  (m) => m.DashboardPage,
);
const GiftCardsAdminPage = lazyPage(
  () => import('./routes/admin/pages/gift-cards'),
  (m) => m.GiftCardsAdminPage,
);
const EmailSettingsPage = lazyPage(
  () => import('./routes/admin/pages/email-settings'),
  (m) => m.EmailSettingsPage,
);
const LoyaltyAdminPage = lazyPage(
  () => import('./routes/admin/pages/loyalty'),
  (m) => m.LoyaltyAdminPage,
);
const MembershipsAdminPage = lazyPage(
  () => import('./routes/admin/pages/memberships'),
  (m) => m.MembershipsAdminPage,
);
const LeaguesAdminPage = lazyPage(
  () => import('./routes/admin/pages/leagues'),
  (m) => m.LeaguesAdminPage,
);
const TournamentRegistrationsPage = lazyPage(
  () => import('./routes/admin/pages/tournament-registrations'),
  (m) => m.TournamentRegistrationsPage,
);
const TournamentScorecardsPage = lazyPage(
  () => import('./routes/admin/pages/tournament-scorecards'),
  (m) => m.TournamentScorecardsPage,
);
const WorkforcePage = lazyPage(
  () => import('./routes/admin/pages/workforce'),
  (m) => m.WorkforcePage,
);
const MessagesPage = lazyPage(
  () => import('./routes/admin/pages/messages'),
  (m) => m.MessagesPage,
);
const CannedResponsesPage = lazyPage(
  () => import('./routes/admin/pages/canned-responses'),
  (m) => m.CannedResponsesPage,
);
const SmsLogPage = lazyPage(
  () => import('./routes/admin/pages/sms-pages'),
  (m) => m.SmsLogPage,
);
const SmsManagementPage = lazyPage(
  () => import('./routes/admin/pages/sms-pages'),
  (m) => m.SmsManagementPage,
);
const SmsSettingsPage = lazyPage(
  () => import('./routes/admin/pages/sms-pages'),
  (m) => m.SmsSettingsPage,
);
const MessageTemplatesPage = lazyPage(
  () => import('./routes/admin/pages/sms-pages'),
  (m) => m.MessageTemplatesPage,
);
// Venue settings, coupons and offers (admin settings pages).
const BayManagementPage = lazyPage(
  () => import('./routes/admin/pages/bay-management'),
  (m) => m.BayManagementPage,
);
const GlobalBusinessHoursPage = lazyPage(
  () => import('./routes/admin/pages/global-business-hours'),
  (m) => m.GlobalBusinessHoursPage,
);
const CancellationPolicyPage = lazyPage(
  () => import('./routes/admin/pages/cancellation-policy'),
  (m) => m.CancellationPolicyPage,
);
const NoShowPage = lazyPage(
  () => import('./routes/admin/pages/no-show'),
  (m) => m.NoShowPage,
);
const PaymentSettingsPage = lazyPage(
  () => import('./routes/admin/pages/payment-settings'),
  (m) => m.PaymentSettingsPage,
);
const SystemSettingsPage = lazyPage(
  () => import('./routes/admin/pages/system-settings'),
  (m) => m.SystemSettingsPage,
);
const NotificationsPage = lazyPage(
  () => import('./routes/admin/pages/notifications'),
  (m) => m.NotificationsPage,
);
const DoorAccessPage = lazyPage(
  () => import('./routes/admin/pages/door-access'),
  (m) => m.DoorAccessPage,
);
const CouponsPage = lazyPage(
  () => import('./routes/admin/pages/coupons'),
  (m) => m.CouponsPage,
);
const PromotionalOffersPage = lazyPage(
  () => import('./routes/admin/pages/promotional-offers'),
  (m) => m.PromotionalOffersPage,
);
const ProjectionsPage = lazyPage(
  () => import('./routes/admin/pages/projections'),
  (m) => m.ProjectionsPage,
);
const CustomersPage = lazyPage(
  () => import('./routes/admin/pages/customers'),
  (m) => m.CustomersPage,
);
const TeeSheetPage = lazyPage(
  () => import('./routes/admin/pages/tee-sheet'),
  (m) => m.TeeSheetPage,
);
const BookingsAdminPage = lazyPage(
  () => import('./routes/admin/pages/bookings'),
  (m) => m.BookingsAdminPage,
);
const CustomerDetailPage = lazyPage(
  () => import('./routes/admin/pages/customer-detail'),
  (m) => m.CustomerDetailPage,
);
const CreditsAdminPage = lazyPage(
  () => import('./routes/admin/pages/credits'),
  (m) => m.CreditsAdminPage,
);
const SquareCustomerMappingPage = lazyPage(
  () => import('./routes/admin/pages/square-customer-mapping'),
  (m) => m.SquareCustomerMappingPage,
);
const QueuesPage = lazyPage(
  () => import('./routes/admin/pages/queues'),
  (m) => m.QueuesPage,
);
const RemindersPage = lazyPage(
  () => import('./routes/admin/pages/reminders'),
  (m) => m.RemindersPage,
);
const WebhooksPage = lazyPage(
  () => import('./routes/admin/pages/webhooks'),
  (m) => m.WebhooksPage,
);
const AnalyticsPage = lazyPage(
  () => import('./routes/admin/pages/analytics'),
  (m) => m.AnalyticsPage,
);
const WaitlistAdminPage = lazyPage(
  () => import('./routes/admin/pages/waitlist'),
  (m) => m.WaitlistAdminPage,
);
const WaitlistOfferRoute = lazyPage(
  () => import('./routes/waitlist-offer'),
  (m) => m.WaitlistOfferRoute,
);
const AnalyticsSimplePage = lazyPage(
  () => import('./routes/admin/pages/analytics-simple'),
  (m) => m.AnalyticsSimplePage,
);
const ReconciliationPage = lazyPage(
  () => import('./routes/admin/pages/reconciliation'),
  (m) => m.ReconciliationPage,
);

function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

function Layout() {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NavBar />
      <main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <div className="container narrow-page center">
              <Spinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <SupportButton />
      <ScrollRestoration />
    </>
  );
}

/** Every page; each path is listed in WEB_PAGES (src/contracts/web-pages.ts), which the server answers 200. */
export const pages: RouteObject[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '/phone-login', element: <PhoneLoginRoute /> },
  { path: '/payment-success', element: <BookingSuccessRoute /> },
  // The old address keeps working: it carries its booking_id over.
  { path: '/booking-success', element: <RedirectKeepingQuery to="/payment-success" /> },
  { path: '/my-account', element: <MyAccountRoute /> },
  { path: '/memberships', element: <MembershipsRoute /> },
  { path: '/membership-success', element: <MembershipSuccessRoute /> },
  { path: '/gift-cards', element: <GiftCardsRoute /> },
  { path: '/book-online', element: <BookOnlineRoute /> },
  { path: '/leagues', element: <LeaguesRoute /> },
  { path: '/timeclock', element: <TimeclockRoute /> },
  { path: '/waitlist/offer/:offerId', element: <WaitlistOfferRoute /> },
  { path: '/tournament/:id/leaderboard', element: <TournamentLeaderboardRoute /> },
  { path: '/tournament/:id/scorecard-entry', element: <TournamentScorecardRoute /> },
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <DashboardPage /> },
      // Every admin page of the spec (ADMIN_PAGES); test/e2e/admin-pages.e2e.test.ts visits each.
      { path: 'customers', element: <CustomersPage /> },
      { path: 'customers/:userId', element: <CustomerDetailPage /> },
      { path: 'credits', element: <CreditsAdminPage /> },
      { path: 'debug/square-customer-mapping', element: <SquareCustomerMappingPage /> },
      { path: 'memberships', element: <MembershipsAdminPage /> },
      { path: 'subscriptions', element: <MembershipsAdminPage /> },
      { path: 'loyalty', element: <LoyaltyAdminPage /> },
      { path: 'gift-cards', element: <GiftCardsAdminPage /> },
      { path: 'email-settings', element: <EmailSettingsPage /> },
      { path: 'leagues', element: <LeaguesAdminPage /> },
      { path: 'workforce', element: <WorkforcePage /> },
      { path: 'messages', element: <MessagesPage /> },
      { path: 'canned-responses', element: <CannedResponsesPage /> },
      { path: 'sms', element: <SmsLogPage /> },
      { path: 'sms-management', element: <SmsManagementPage /> },
      { path: 'sms-settings', element: <SmsSettingsPage /> },
      { path: 'message-templates', element: <MessageTemplatesPage /> },
      { path: 'tournament-registrations', element: <TournamentRegistrationsPage /> },
      { path: 'tournament/:id/scorecards', element: <TournamentScorecardsPage /> },
      { path: 'bay-management', element: <BayManagementPage /> },
      { path: 'global-business-hours', element: <GlobalBusinessHoursPage /> },
      { path: 'cancellation-policy', element: <CancellationPolicyPage /> },
      { path: 'payment-settings', element: <PaymentSettingsPage /> },
      { path: 'system-settings', element: <SystemSettingsPage /> },
      { path: 'notifications', element: <NotificationsPage /> },
      { path: 'door-access', element: <DoorAccessPage /> },
      { path: 'coupons', element: <CouponsPage /> },
      { path: 'promotional-offers', element: <PromotionalOffersPage /> },
      { path: 'tee-sheet', element: <TeeSheetPage /> },
      { path: 'bookings', element: <BookingsAdminPage /> },
      { path: 'analytics', element: <AnalyticsPage /> },
      { path: 'analytics-simple', element: <AnalyticsSimplePage /> },
      { path: 'reconciliation', element: <ReconciliationPage /> },
      { path: 'queues', element: <QueuesPage /> },
      { path: 'webhooks', element: <WebhooksPage /> },
      { path: 'reminders', element: <RemindersPage /> },
      { path: 'projections', element: <ProjectionsPage /> },
      { path: 'no-show', element: <NoShowPage /> },
      { path: 'waitlist', element: <WaitlistAdminPage /> },
      // Unknown admin paths fall back to the dashboard (spec).
      { path: '*', element: <DashboardPage /> },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
];

let router: ReturnType<typeof createBrowserRouter> | null = null;

export function AppRouter() {
  router ??= createBrowserRouter([{ element: <Layout />, children: pages }]);
  return <RouterProvider router={router} />;
}
