import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, ScrollRestoration, type RouteObject } from 'react-router-dom';
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
const MyAccountRoute = lazy(() => import('./routes/my-account').then((m) => ({ default: m.MyAccountRoute })));
const AdminLayout = lazy(() => import('./routes/admin/admin-layout').then((m) => ({ default: m.AdminLayout })));
const AdminPageRoute = lazy(() => import('./routes/admin/admin-page').then((m) => ({ default: m.AdminPageRoute })));
const MembershipsAdminPage = lazy(() =>
  import('./routes/admin/pages/memberships').then((m) => ({ default: m.MembershipsAdminPage })),
);
const CustomersPage = lazy(() => import('./routes/admin/pages/customers').then((m) => ({ default: m.CustomersPage })));

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
  { path: '/booking-success', element: <BookingSuccessRoute /> },
  { path: '/my-account', element: <MyAccountRoute /> },
  { path: '/memberships', element: <MembershipsRoute /> },
  { path: '/membership-success', element: <MembershipSuccessRoute /> },
  {
    path: '/admin',
    element: <AdminLayout />,
    children: [
      { index: true, element: <AdminPageRoute /> },
      // Each area adds its built pages here; the rest say what they will hold.
      { path: 'customers', element: <CustomersPage /> },
      { path: 'memberships', element: <MembershipsAdminPage /> },
      { path: 'subscriptions', element: <MembershipsAdminPage /> },
      { path: '*', element: <AdminPageRoute /> },
    ],
  },
  { path: '*', element: <NotFoundRoute /> },
];

let router: ReturnType<typeof createBrowserRouter> | null = null;

export function AppRouter() {
  router ??= createBrowserRouter([{ element: <Layout />, children: pages }]);
  return <RouterProvider router={router} />;
}
