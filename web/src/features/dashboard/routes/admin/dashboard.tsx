import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { addDays, formatLongDate } from '@/lib/dates';
import { useAdminDashboard } from '@/features/dashboard/api/admin-dashboard';
import { AlertsList } from '@/features/dashboard/components/alerts-list';
import { ArrivalsList } from '@/features/dashboard/components/arrivals-list';
import { BayHourGrid } from '@/features/dashboard/components/bay-hour-grid';
import { DashboardTiles } from '@/features/dashboard/components/dashboard-tiles';
import { AdminChatPanel } from '@/components/support-inbox/admin-chat-panel';

function DayPicker({ date, today, onChange }: { date: string; today: string; onChange: (d: string | null) => void }) {
  return (
    <div className="dashboard-day-picker">
      <strong aria-live="polite">{formatLongDate(date)}</strong>
      <div className="row">
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange(addDays(date, -1))}>
          Previous Day
        </button>
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={date === today}
          onClick={() => onChange(null)}
        >
          Today
        </button>
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onChange(addDays(date, 1))}>
          Next Day
        </button>
      </div>
    </div>
  );
}

/**
 * /admin: a venue day at a glance (bookings by bay and hour, occupancy, revenue, arrivals in the next
 * two hours, alerts), refreshed every minute. Unknown admin paths show it too.
 */
export function DashboardPage() {
  const [date, setDate] = useState<string | null>(null);
  const [chatWith, setChatWith] = useState<string | null>(null);
  const { dashboard, error, isLoading } = useAdminDashboard(date);

  return (
    <section aria-labelledby="admin-page-title" className="stack dashboard-page">
      <h1 id="admin-page-title">Admin Dashboard</h1>
      {isLoading && !dashboard ? <Spinner label="Loading admin dashboard..." /> : null}
      {error && !dashboard ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      {dashboard ? (
        <>
          <DayPicker date={dashboard.date} today={dashboard.today} onChange={setDate} />
          <DashboardTiles dashboard={dashboard} />
          <section aria-labelledby="dashboard-grid-title" className="card">
            <h2 id="dashboard-grid-title" className="card-title">
              Bookings by bay and hour
            </h2>
            <BayHourGrid dashboard={dashboard} />
          </section>
          <div className="dashboard-columns">
            <section aria-labelledby="dashboard-arrivals-title" className="card">
              <h2 id="dashboard-arrivals-title" className="card-title">
                Arrivals in the next two hours
              </h2>
              <ArrivalsList arrivals={dashboard.arrivals} onChat={setChatWith} />
            </section>
            <section aria-labelledby="dashboard-alerts-title" className="card">
              <h2 id="dashboard-alerts-title" className="card-title">
                Alerts
              </h2>
              <AlertsList alerts={dashboard.alerts} />
            </section>
          </div>
        </>
      ) : null}
      {chatWith ? <AdminChatPanel key={chatWith} userId={chatWith} onClose={() => setChatWith(null)} /> : null}
    </section>
  );
}
