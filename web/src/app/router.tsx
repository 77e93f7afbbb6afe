import { Suspense } from 'react';
import { useLayoutEffect } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useNavigationType,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { lazyPage } from '@/lib/lazy-page';
import type { PageEntry } from '@/lib/page-manifest';
import { NavBar } from './nav-bar';
import { SlotsProvider } from '@/lib/slots';
import { adminPages, customerPages, customerShell, screenPages, slots } from './pages';
import { NotFoundRoute } from './routes/not-found';

const AdminLayout = lazyPage(
  () => import('./routes/admin/admin-layout'),
  (m) => m.AdminLayout,
);

function RedirectKeepingQuery({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

const pageFallback = (
  <div className="container narrow-page center">
    <Spinner />
  </div>
);

function Layout() {
  const { pathname } = useLocation();
  // A full-screen page (a bay's kiosk) has no navigation bar and no customer widgets.
  if (matchRoutes(screenRoutes, pathname)) return <Suspense fallback={pageFallback}>{<Outlet />}</Suspense>;
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <NavBar />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={pageFallback}>
          <Outlet />
        </Suspense>
      </main>
      {customerShell.map((Widget, i) => (
        <Widget key={i} />
      ))}
      <ScrollToTop />
    </>
  );
}

function routeOf(entry: PageEntry): RouteObject {
  const Page = entry.page;
  const element = entry.redirectTo ? <RedirectKeepingQuery to={entry.redirectTo} /> : Page ? <Page /> : null;
  return entry.path ? { path: entry.path, element } : { index: true, element };
}

const Dashboard = adminPages.find((p) => p.path === '')?.page;
const screenRoutes = screenPages.map(routeOf);

/**
 * Every page, from the features' manifests (pages.ts); each path is listed in WEB_PAGES
 * (src/contracts/web-pages.ts), which the server answers 200.
 */
export const pages: RouteObject[] = [
  {
    // Every page gets the widgets features show in each other's pages (lib/slots.tsx).
    element: (
      <SlotsProvider slots={slots}>
        <Outlet />
      </SlotsProvider>
    ),
    children: [
      ...screenRoutes,
      ...customerPages.map(routeOf),
      {
        path: '/admin',
        element: <AdminLayout />,
        children: [
          // Every admin page of the spec (ADMIN_PAGES); test/e2e/admin-pages.e2e.test.ts visits each.
          ...adminPages.map(routeOf),
          // Unknown admin paths fall back to the dashboard (spec).
          { path: '*', element: Dashboard ? <Dashboard /> : null },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/**
 * A new page starts at its top; going back or forward leaves the position to the browser, which
 * restores it. (What the data router's ScrollRestoration did, without the data router's code.)
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    if (navigation !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigation]);
  return null;
}

const routes: RouteObject[] = [{ element: <Layout />, children: pages }];

function Routed() {
  return useRoutes(routes);
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <Routed />
    </BrowserRouter>
  );
}
