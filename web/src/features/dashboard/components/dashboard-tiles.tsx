import { Link } from 'react-router-dom';
import type { AdminDashboard } from '../api/admin-dashboard';
import { formatMoney } from '@/lib/money';

/** The day's headline numbers, as the server counted them, then each area's cards (a module's dashboardCards). */
export function DashboardTiles({ dashboard }: { dashboard: AdminDashboard }) {
  const isToday = dashboard.date === dashboard.today;
  const tiles: Array<{ key: string; label: string; value: string; link?: string }> = [
    { key: 'bookings', label: 'Bookings', value: String(dashboard.bookings) },
    { key: 'occupancy', label: 'Occupancy', value: `${dashboard.occupancy.percent}%` },
    {
      key: 'revenue-day',
      label: isToday ? 'Revenue today' : 'Revenue this day',
      value: formatMoney(dashboard.revenue.day.amount),
    },
    { key: 'revenue-week', label: 'Revenue this week', value: formatMoney(dashboard.revenue.week.amount) },
    ...(dashboard.cards ?? []).map((c) => ({ ...c, key: `card-${c.key}` })),
  ];
  return (
    <div className="stat-tiles" role="list" aria-label="Today at a glance">
      {tiles.map((t) => (
        <div key={t.key} className="card stat-tile" role="listitem" aria-label={t.label}>
          <p className="stat-value">{t.value}</p>
          <p className="stat-label">{t.link ? <Link to={t.link}>{t.label}</Link> : t.label}</p>
        </div>
      ))}
    </div>
  );
}
