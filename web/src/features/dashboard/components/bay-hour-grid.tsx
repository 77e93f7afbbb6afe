import { formatTime12 } from '@/lib/dates';
import type { AdminDashboard } from '../api/admin-dashboard';

/** Bays down, the day's business hours across; each cell names the live bookings in that hour. */
export function BayHourGrid({ dashboard }: { dashboard: AdminDashboard }) {
  if (!dashboard.bays.length) return <p className="muted">No bays yet.</p>;
  return (
    <div className="table-scroll bay-hour-grid-wrap">
      <table className="bay-hour-grid">
        <caption className="visually-hidden">Bookings by bay and hour</caption>
        <thead>
          <tr>
            <th scope="col">Bay</th>
            {dashboard.hours.map((h) => (
              <th key={h} scope="col">
                {formatTime12(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dashboard.bays.map((bay) => (
            <tr key={bay.id}>
              <th scope="row">
                {bay.name}
                {bay.isActive ? null : <span className="badge badge-muted">Inactive</span>}
              </th>
              {bay.cells.map((cell) => (
                <td key={cell.hour} className={cell.count ? 'is-booked' : undefined}>
                  {cell.bookings.map((b) => (
                    <span key={b.id} className="bay-hour-booking">
                      {b.customerName}
                      {b.status === 'pending' ? ' (held)' : b.paid ? '' : ' (unpaid)'}
                    </span>
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
