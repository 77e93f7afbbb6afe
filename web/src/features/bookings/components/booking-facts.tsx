import { formatLongDate, formatTime12 } from '@/lib/dates';

export interface SummaryFacts {
  date: string;
  time: string | null;
  endTime: string | null;
  duration: number | null;
  bayName: string | null;
}

/** What is being booked: day, time range, duration and bay. */
export function BookingFacts({ facts }: { facts: SummaryFacts }) {
  return (
    <dl className="summary-facts">
      <div>
        <dt>Date</dt>
        <dd>{formatLongDate(facts.date)}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>
          {facts.time ? `${formatTime12(facts.time)}${facts.endTime ? ` – ${formatTime12(facts.endTime)}` : ''}` : '—'}
        </dd>
      </div>
      <div>
        <dt>Duration</dt>
        <dd>{facts.duration ? `${facts.duration} hour${facts.duration === 1 ? '' : 's'}` : '—'}</dd>
      </div>
      <div>
        <dt>Bay</dt>
        <dd>{facts.bayName ?? '—'}</dd>
      </div>
    </dl>
  );
}
