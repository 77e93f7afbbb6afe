import { lazy, Suspense } from 'react';
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
import { NavBar } from './nav-bar';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { SupportButton } from '@/features/support/components/support-button';

const PhoneLoginRoute = lazy(() => import('./routes/phone-login').then((m) => ({ default: m.PhoneLoginRoute })));
const BookingSuccessRoute = lazy(() =>
  import('./routes/booking-success').then((m) => ({ default: m.BookingSuccessRoute })),
);
const MembershipsRoute = lazy(() => import('./routes/memberships').then((m) => ({ default: m.MembershipsRoute })));
const MembershipSuccessRoute = lazy(() =>
  import('./routes/membership-success').then((m) => ({ default: m.MembershipSuccessRoute })),
);
const BookOnlineRoute = lazy(() => import('./routes/book-online').then((m) => ({ default: m.BookOnlineRoute })));
const TournamentLeaderboardRoute = lazy(() =>
  import('./routes/tournament-leaderboard').then((m) => ({ default: m.TournamentLeaderboardRoute })),
);
const TournamentScorecardRoute = lazy(() =>
  import('./routes/tournament-scorecard').then((m) => ({ default: m.TournamentScorecardRoute })),
);
const TimeclockRoute = lazy(() => import('./routes/timeclock').then((m) => ({ default: m.TimeclockRoute })));
const LeaguesRoute = lazy(() => import('./routes/leagues').then((m) => ({ default: m.LeaguesRoute })));
const GiftCardsRoute = lazy(() => import('./routes/gift-cards').then((m) => ({ default: m.GiftCardsRoute })));
const MyAccountRoute = lazy(() => import('./routes/my-account').then((m) => ({ default: m.MyAccountRoute })));
const AdminLayout = lazy(() => import('./routes/admin/admin-layout').then((m) => ({ default: m.AdminLayout })));
const DashboardPage = lazy(() => import('./routes/admin/pages/dashboard').then((m) => ({ default: m.DashboardPage })));
const GiftCardsAdminPage = lazy(() =>
  import('./routes/admin/pages/gift-cards').then((m) => ({ default: m.GiftCardsAdminPage })),
);
const EmailSettingsPage = lazy(() =>
  import('./routes/admin/pages/email-settings').then((m) => ({ default: m.EmailSettingsPage })),
);
const LoyaltyAdminPage = lazy(() =>
  import('./routes/admin/pages/loyalty').then((m) => ({ default: m.LoyaltyAdminPage })),
);
const MembershipsAdminPage = lazy(() =>
  import('./routes/admin/pages/memberships').then((m) => ({ default: m.MembershipsAdminPage })),
);
const LeaguesAdminPage = lazy(() =>
  import('./routes/admin/pages/leagues').then((m) => ({ default: m.LeaguesAdminPage })),
);
const TournamentRegistrationsPage = lazy(() =>
  import('./routes/admin/pages/tournament-registrations').then((m) => ({ default: m.TournamentRegistrationsPage })),
);
const TournamentScorecardsPage = lazy(() =>
  import('./routes/admin/pages/tournament-scorecards').then((m) => ({ default: m.TournamentScorecardsPage })),
);
const WorkforcePage = lazy(() => import('./routes/admin/pages/workforce').then((m) => ({ default: m.WorkforcePage })));
const MessagesPage = lazy(() => import('./routes/admin/pages/messages').then((m) => ({ default: m.MessagesPage })));
const CannedResponsesPage = lazy(() =>
  import('./routes/admin/pages/canned-responses').then((m) => ({ default: m.CannedResponsesPage })),
);
const SmsLogPage = lazy(() => import('./routes/admin/pages/sms-pages').then((m) => ({ default: m.SmsLogPage })));
const SmsManagementPage = lazy(() =>
  import('./routes/admin/pages/sms-pages').then((m) => ({ default: m.SmsManagementPage })),
);
const SmsSettingsPage = lazy(() =>
  import('./routes/admin/pages/sms-pages').then((m) => ({ default: m.SmsSettingsPage })),
);
const MessageTemplatesPage = lazy(() =>
  import('./routes/admin/pages/sms-pages').then((m) => ({ default: m.MessageTemplatesPage })),
);
// Venue settings, coupons and offers (admin settings pages).
const BayManagementPage = lazy(() =>
  import('./routes/admin/pages/bay-management').then((m) => ({ default: m.BayManagementPage })),
);
const GlobalBusinessHoursPage = lazy(() =>
  import('./routes/admin/pages/global-business-hours').then((m) => ({ default: m.GlobalBusinessHoursPage })),
);
const CancellationPolicyPage = lazy(() =>
  import('./routes/admin/pages/cancellation-policy').then((m) => ({ default: m.CancellationPolicyPage })),
);
const NoShowPage = lazy(() => import('./routes/admin/pages/no-show').then((m) => ({ default: m.NoShowPage })));
const PaymentSettingsPage = lazy(() =>
  import('./routes/admin/pages/payment-settings').then((m) => ({ default: m.PaymentSettingsPage })),
);
const SystemSettingsPage = lazy(() =>
  import('./routes/admin/pages/system-settings').then((m) => ({ default: m.SystemSettingsPage })),
);
const NotificationsPage = lazy(() =>
  import('./routes/admin/pages/notifications').then((m) => ({ default: m.NotificationsPage })),
);
const DoorAccessPage = lazy(() =>
  import('./routes/admin/pages/door-access').then((m) => ({ default: m.DoorAccessPage })),
);
const CouponsPage = lazy(() => import('./routes/admin/pages/coupons').then((m) => ({ default: m.CouponsPage })));
const PromotionalOffersPage = lazy(() =>
  import('./routes/admin/pages/promotional-offers').then((m) => ({ default: m.PromotionalOffersPage })),
);
const ProjectionsPage = lazy(() =>
  import('./routes/admin/pages/projections').then((m) => ({ default: m.ProjectionsPage })),
);
const CustomersPage = lazy(() => import('./routes/admin/pages/customers').then((m) => ({ default: m.CustomersPage })));
const TeeSheetPage = lazy(() => import('./routes/admin/pages/tee-sheet').then((m) => ({ default: m.TeeSheetPage })));
const BookingsAdminPage = lazy(() =>
  import('./routes/admin/pages/bookings').then((m) => ({ default: m.BookingsAdminPage })),
);
const CustomerDetailPage = lazy(() =>
  import('./routes/admin/pages/customer-detail').then((m) => ({ default: m.CustomerDetailPage })),
);
const CreditsAdminPage = lazy(() =>
  import('./routes/admin/pages/credits').then((m) => ({ default: m.CreditsAdminPage })),
);
const SquareCustomerMappingPage = lazy(() =>
  import('./routes/admin/pages/square-customer-mapping').then((m) => ({ default: m.SquareCustomerMappingPage })),
);
const QueuesPage = lazy(() => import('./routes/admin/pages/queues').then((m) => ({ default: m.QueuesPage })));
const RemindersPage = lazy(() => import('./routes/admin/pages/reminders').then((m) => ({ default: m.RemindersPage })));
const WebhooksPage = lazy(() => import('./routes/admin/pages/webhooks').then((m) => ({ default: m.WebhooksPage })));
const AnalyticsPage = lazy(() => import('./routes/admin/pages/analytics').then((m) => ({ default: m.AnalyticsPage })));
const WaitlistAdminPage = lazy(() =>
  import('./routes/admin/pages/waitlist').then((m) => ({ default: m.WaitlistAdminPage })),
);
const WaitlistOfferRoute = lazy(() =>
  import('./routes/waitlist-offer').then((m) => ({ default: m.WaitlistOfferRoute })),
);
const AnalyticsSimplePage = lazy(() =>
  import('./routes/admin/pages/analytics-simple').then((m) => ({ default: m.AnalyticsSimplePage })),
);
const ReconciliationPage = lazy(() =>
  import('./routes/admin/pages/reconciliation').then((m) => ({ default: m.ReconciliationPage })),
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
