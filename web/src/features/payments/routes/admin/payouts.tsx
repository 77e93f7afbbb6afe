import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { formatVenueDate } from '@/lib/venue-time';
import { usePayouts } from '../../api/provider-money';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** /admin/reports/payouts: the card providers' payouts to the bank, to match bank statements with. */
export function PayoutsPage() {
  const [to, setTo] = useState(() => isoDay(new Date()));
  const [from, setFrom] = useState(() => isoDay(new Date(Date.now() - 30 * 86_400_000)));
  const { data, error, isLoading } = usePayouts({ from, to });
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Payouts</h1>
      <p className="field-hint">
        What Square and Stripe paid out to the venue&apos;s bank, by the day it arrives. Each is in the ledger (provider
        balance to bank).
      </p>
      <div className="row">
        <label>
          From <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
      </div>
      {error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      {isLoading && !data ? <Spinner label="Loading payouts" /> : null}
      {data ? (
        <>
          <h2>Paid out: {formatMoney(data.total)}</h2>
          {data.payouts.length === 0 ? (
            <p>No payouts in this period.</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Arrives</th>
                  <th scope="col">Provider</th>
                  <th scope="col">Payout</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {data.payouts.map((p) => (
                  <tr key={`${p.provider}:${p.payoutId}`}>
                    <td data-label="Arrives">{formatVenueDate(`${p.arrivalDate}T12:00:00Z`)}</td>
                    <td data-label="Provider">{p.provider === 'stripe' ? 'Stripe' : 'Square'}</td>
                    <td data-label="Payout">{p.payoutId}</td>
                    <td data-label="Amount">{formatMoney(p.amount)}</td>
                    <td data-label="Status">{p.status === 'paid' ? 'Paid' : 'Returned by the bank'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
    </section>
  );
}
