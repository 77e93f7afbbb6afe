import useSWR from 'swr';
import { fetcher } from '@/lib/api-client';
import { formatTime12 } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { usePlans } from '@/lib/memberships';

interface DayHours {
  dayOfWeek: number;
  openTime: string;
  closeTime: string;
  baseHourlyRate: string;
  peakHourlyRate: string;
}

const DAY = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Consecutive days with the same hours, as one line ("Mon - Fri 6:00 AM - 10:00 PM"). */
function hourLines(week: DayHours[]): string[] {
  const order = [1, 2, 3, 4, 5, 6, 0].map((d) => week.find((h) => h.dayOfWeek === d)).filter(Boolean) as DayHours[];
  const lines: string[] = [];
  for (let i = 0; i < order.length;) {
    let j = i;
    while (
      j + 1 < order.length &&
      order[j + 1].openTime === order[i].openTime &&
      order[j + 1].closeTime === order[i].closeTime
    )
      j++;
    const days = i === j ? DAY[order[i].dayOfWeek] : `${DAY[order[i].dayOfWeek]} - ${DAY[order[j].dayOfWeek]}`;
    lines.push(`${days} ${formatTime12(order[i].openTime)} - ${formatTime12(order[i].closeTime)}`);
    i = j + 1;
  }
  return lines;
}

/**
 * The sidebar: hours, rates and how to book, all from the server (the venue's hours, its guest rate,
 * each plan's rate: the guest rate less the plan's discount).
 */
export function VenueInfo() {
  const { data: week } = useSWR('/api/global-business-hours', fetcher<DayHours[]>);
  const { plans } = usePlans();
  const rates = (week ?? []).map((h) => Number(h.baseHourlyRate)).filter((r) => r > 0);
  const guestRate = rates.length ? Math.min(...rates) : null;
  const paid = plans.filter((p) => Number(p.monthlyFee) > 0 && Number(p.discountAmount) > 0);
  return (
    <aside className="stack" aria-label="Booking information">
      <section className="card" aria-labelledby="hours-title">
        <h2 id="hours-title" className="card-title">
          Booking Hours
        </h2>
        <ul className="plain-list small">
          {week ? hourLines(week).map((l) => <li key={l}>{l}</li>) : <li className="muted">Loading hours…</li>}
        </ul>
      </section>
      <section className="card" aria-labelledby="rates-title">
        <h2 id="rates-title" className="card-title">
          Rates
        </h2>
        {guestRate !== null ? (
          <ul className="plain-list small">
            <li>
              Guest: <strong>{formatMoney(guestRate)}</strong> per hour
            </li>
            {paid.map((p) => (
              <li key={p.id}>
                {p.name}: <strong>{formatMoney(Math.max(0, guestRate - Number(p.discountAmount)))}</strong> per hour
              </li>
            ))}
          </ul>
        ) : null}
        <p className="muted small" style={{ margin: 0 }}>
          Off-peak rates; evening peak hours cost more.
        </p>
      </section>
      <section className="card" aria-labelledby="how-title">
        <h2 id="how-title" className="card-title">
          How to Book
        </h2>
        <ol className="small">
          <li>Pick a date on the calendar.</li>
          <li>Choose a start time, how long, and a bay.</li>
          <li>Add a membership if you like, then pay.</li>
        </ol>
        <p className="small" style={{ margin: 0 }}>
          <strong>Please arrive 10 minutes early</strong> to warm up and check in.
        </p>
      </section>
    </aside>
  );
}
