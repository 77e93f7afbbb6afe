import { formatTime12 } from '@/lib/dates';
import type { DashboardArrival } from '../api/admin-dashboard';

/** Who arrives in the next two hours; a customer's phone opens the chat with them. */
export function ArrivalsList({ arrivals, onChat }: { arrivals: DashboardArrival[]; onChat: (userId: string) => void }) {
  if (!arrivals.length) return <p className="muted">No arrivals in the next two hours.</p>;
  return (
    <ul className="dashboard-list">
      {arrivals.map((a) => (
        <li key={a.bookingId} className="dashboard-list-item">
          <strong>{formatTime12(a.startTime)}</strong>
          <span>{a.bay.name}</span>
          <span>{a.customerName}</span>
          {a.phoneNumber && a.userId ? (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              aria-label={`Message ${a.customerName} at ${a.phoneNumber}`}
              onClick={() => onChat(a.userId!)}
            >
              {a.phoneNumber}
            </button>
          ) : (
            <span>{a.phoneNumber ?? 'No phone'}</span>
          )}
          <span className={a.paid ? 'badge' : 'badge badge-danger'}>{a.paid ? 'Paid' : 'Not paid'}</span>
        </li>
      ))}
    </ul>
  );
}
