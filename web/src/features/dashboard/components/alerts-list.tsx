import { Link } from 'react-router-dom';
import type { OperationalAlert } from '../api/admin-dashboard';

/** What needs looking at, each linking to the page that fixes it; nothing to look at says so. */
export function AlertsList({ alerts }: { alerts: OperationalAlert[] }) {
  const open = alerts.filter((a) => a.count > 0);
  if (!open.length) return <p className="muted">No alerts. Everything is running.</p>;
  return (
    <ul className="dashboard-list">
      {open.map((a) => (
        <li key={a.kind} className="dashboard-list-item">
          <span className="badge badge-danger">{a.count}</span>
          <Link to={a.link}>{a.message}</Link>
        </li>
      ))}
    </ul>
  );
}
