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
import {
  PhoneLoginRoute,
  BookingSuccessRoute,
  MembershipsRoute,
  MembershipSuccessRoute,
  BookOnlineRoute,
  TournamentLeaderboardRoute,
  TournamentScorecardRoute,
  TimeclockRoute,
  LeaguesRoute,
  GiftCardsRoute,
  MyAccountRoute,
  AdminLayout,
  DashboardPage,
  GiftCardsAdminPage,
  EmailSettingsPage,
  LoyaltyAdminPage,
  MembershipsAdminPage,
  LeaguesAdminPage,
  TournamentRegistrationsPage,
  TournamentScorecardsPage,
  WorkforcePage,
  MessagesPage,
  CannedResponsesPage,
  SmsLogPage,
  SmsManagementPage,
  SmsSettingsPage,
  MessageTemplatesPage,
  BayManagementPage,
  GlobalBusinessHoursPage,
  CancellationPolicyPage,
  NoShowPage,
  PaymentSettingsPage,
  SystemSettingsPage,
  NotificationsPage,
  DoorAccessPage,
  CouponsPage,
  PromotionalOffersPage,
  ProjectionsPage,
  CustomersPage,
  TeeSheetPage,
  BookingsAdminPage,
  CustomerDetailPage,
  CreditsAdminPage,
  SquareCustomerMappingPage,
  QueuesPage,
  RemindersPage,
  WebhooksPage,
  AnalyticsPage,
  WaitlistAdminPage,
  WaitlistOfferRoute,
  AnalyticsSimplePage,
  ReconciliationPage,
} from './lazy-pages';
import { NavBar } from './nav-bar';
import { HomeRoute } from '../features/bookings/routes/home';
import { NotFoundRoute } from './routes/not-found';
import { SupportButton } from '@/features/support/components/support-button';

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
