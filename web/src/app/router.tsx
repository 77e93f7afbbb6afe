import { lazy, Suspense } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, ScrollRestoration } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { NavBar } from './nav-bar';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { SupportButton } from '@/features/support/components/support-button';

const PhoneLoginRoute = lazy(() => import('./routes/phone-login').then((m) => ({ default: m.PhoneLoginRoute })));
const BookingSuccessRoute = lazy(() =>
  import('./routes/booking-success').then((m) => ({ default: m.BookingSuccessRoute })),
);

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

const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/phone-login', element: <PhoneLoginRoute /> },
      { path: '/booking-success', element: <BookingSuccessRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
