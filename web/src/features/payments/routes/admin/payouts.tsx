import { useState } from 'react';
import { DateInput } from '@/components/admin/date-input';
import { Spinner } from '@/components/ui/spinner';
import { venueTimezone } from '@/config/venue';
import { errorMessage } from '@/lib/api-client';
import { addDays, formatLongDate, venueNow } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { formatVenueDateTime } from '@/lib/venue-time';
import { usePayouts } from '../../api/provider-money';

/** /admin/payouts: the card providers' payouts to the venue's bank in a period, to match bank statements with. */
export function PayoutsPage() {
  const [today] = useState(() => venueNow(venueTimezone()).date);
  const [from, setFrom] = useState(() => addDays(today, -30));
  const [to, setTo] = useState(today);
  const backwards = !!from && !!to && from > to;
  const { data, error, isLoading } = usePayouts({ from, to });
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Payouts</h1>
      <p className="field-hint">
        What Square and Stripe paid out to the venue&apos;s bank, by the day each arrives, to match with the bank
        statement. Each is in the ledger (provider balance to bank).
      </p>
      <div className="form-grid-2">
        <DateInput label="From" value={from} max={to || undefined} onChange={setFrom} />
        <DateInput
          label="To"
          value={to}
          min={from || undefined}
          onChange={setTo}
          error={backwards ? 'The end of the period comes after its start' : undefined}
        />
      </div>
      {error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      {isLoading && !data ? <Spinner label="Loading payouts" /> : null}
      {data ? (
        <>
          <h2>
            Paid out: {formatMoney(data.total)}
            <span className="muted small">
              {' '}
              ({data.payouts.length} {data.payouts.length === 1 ? 'payout' : 'payouts'})
            </span>
          </h2>
          {data.payouts.length === 0 ? (
            <p className="muted">No payouts in this period.</p>
          ) : (
            <div className="table-scroll">
              <table className="table">
                <caption className="visually-hidden">Payouts arriving in the period</caption>
                <thead>
                  <tr>
                    <th scope="col">Arrives</th>
                    <th scope="col">Provider</th>
                    <th scope="col">Payout</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Status</th>
                    <th scope="col">Reported</th>
                  </tr>
                </thead>
                <tbody>
                  {data.payouts.map((p) => (
                    <tr key={`${p.provider}:${p.payoutId}`}>
                      <td data-label="Arrives">{formatLongDate(p.arrivalDate)}</td>
                      <td data-label="Provider">{p.provider === 'stripe' ? 'Stripe' : 'Square'}</td>
                      <td data-label="Payout">
                        <code>{p.payoutId}</code>
                      </td>
                      <td data-label="Amount">{formatMoney(p.amount)}</td>
                      <td data-label="Status">
                        {p.status === 'paid' ? (
                          'Paid'
                        ) : (
                          <span className="badge badge-danger">Failed (not in the total)</span>
                        )}
                      </td>
                      <td data-label="Reported">{formatVenueDateTime(p.paidAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}
