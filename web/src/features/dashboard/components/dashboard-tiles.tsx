import type { AdminDashboard } from '../api/admin-dashboard';

/** The day's headline numbers, as the server counted them. */
export function DashboardTiles({ dashboard }: { dashboard: AdminDashboard }) {
  const isToday = dashboard.date === dashboard.today;
  const tiles = [
    { label: 'Bookings', value: String(dashboard.bookings) },
    { label: 'Occupancy', value: `${dashboard.occupancy.percent}%` },
    { label: isToday ? 'Revenue today' : 'Revenue this day', value: `$${dashboard.revenue.day.amount}` },
    { label: 'Revenue this week', value: `$${dashboard.revenue.week.amount}` },
  ];
  return (
    <div className="stat-tiles" role="list" aria-label="Today at a glance">
      {tiles.map((t) => (
        <div key={t.label} className="card stat-tile" role="listitem" aria-label={t.label}>
          <p className="stat-value">{t.value}</p>
          <p className="stat-label">{t.label}</p>
        </div>
      ))}
    </div>
  );
}
