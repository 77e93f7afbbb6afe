import { Link, useLocation } from 'react-router-dom';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <div className="container narrow-page">
      <section className="card center">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1>Page Not Found</h1>
        <p className="muted">
          There is nothing at <code>{pathname}</code>.
        </p>
        <p className="small muted">
          Developer hint: did you forget to add the page to the router (web/src/app/router.tsx)?
        </p>
        <Link to="/" className="btn btn-primary">
          Back to Home
        </Link>
      </section>
    </div>
  );
}
