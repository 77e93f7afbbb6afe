import { Link } from 'react-router-dom';
import useSWR from 'swr';
import type { DisputeAnswer } from '@contracts/payments/provider-money';
import { api } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { formatVenueDate } from '@/lib/venue-time';

const STATUS: Record<DisputeAnswer['status'], string> = {
  needs_response: 'needs a response',
  under_review: 'under review',
  warning: 'inquiry',
  won: 'won',
  lost: 'lost',
};

/** The customer's card disputes (nothing when there are none), and whether card payments are blocked. */
export function CustomerDisputes({ userId }: { userId: string }) {
  const { data } = useSWR(`/api/admin/disputes?status=all&userId=${encodeURIComponent(userId)}`, (key: string) =>
    api.get<{ disputes: DisputeAnswer[] }>(key),
  );
  if (!data?.disputes.length) return null;
  const blocked = data.disputes.some((d) => d.cardBlocked);
  return (
    <div className="card stack" aria-labelledby="customer-disputes-title">
      <h2 id="customer-disputes-title">Card disputes</h2>
      {blocked ? <p className="alert alert-warning">Card payments are blocked until staff clear the dispute.</p> : null}
      <ul className="plain-list">
        {data.disputes.map((d) => (
          <li key={`${d.provider}:${d.disputeId}`}>
            {formatMoney(d.amount)} opened {formatVenueDate(d.openedAt)}: {STATUS[d.status]}
            {d.evidenceDueBy && d.status !== 'won' && d.status !== 'lost'
              ? `, evidence due ${formatVenueDate(d.evidenceDueBy)}`
              : ''}
          </li>
        ))}
      </ul>
      <Link to="/admin/disputes">All disputes</Link>
    </div>
  );
}
