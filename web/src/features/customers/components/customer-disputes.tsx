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

/**
 * The customer's card disputes (GET /api/admin/disputes?status=all&userId=), each with its status and
 * amount, and whether card payments are blocked; nothing at all when there are none. The Disputes page
 * (payments feature) has the evidence and lets them pay by card again.
 */
export function CustomerDisputes({ userId }: { userId: string }) {
  const { data } = useSWR(`/api/admin/disputes?${new URLSearchParams({ status: 'all', userId })}`, (key: string) =>
    api.get<{ disputes: DisputeAnswer[] }>(key),
  );
  if (!data?.disputes.length) return null;
  const blocked = data.disputes.some((d) => d.cardBlocked);
  return (
    <section className="card stack" aria-labelledby="customer-disputes-title">
      <h2 id="customer-disputes-title">Card disputes</h2>
      {blocked ? (
        <p className="alert alert-warn" style={{ margin: 0 }}>
          Card payments are blocked until staff let this customer pay by card again.
        </p>
      ) : null}
      <ul className="plain-list">
        {data.disputes.map((d) => (
          <li key={`${d.provider}:${d.disputeId}`}>
            {formatMoney(d.amount)} disputed {formatVenueDate(d.openedAt)}: {STATUS[d.status]}
            {d.evidenceDueBy && d.status !== 'won' && d.status !== 'lost'
              ? `, evidence due ${formatVenueDate(d.evidenceDueBy)}`
              : ''}
          </li>
        ))}
      </ul>
      <Link to="/admin/disputes">All disputes</Link>
    </section>
  );
}
