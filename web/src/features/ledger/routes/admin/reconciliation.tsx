import { Spinner } from '@/components/ui/spinner';
import { useState } from 'react';
import {
  useProviderReconciliation,
  useReconciliation,
  type ReconciliationReport,
} from '@/features/ledger/api/reconciliation';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { formatVenueDateTime } from '@/lib/venue-time';

type Account = ReconciliationReport['accounts'][number];
const amount = (a: Account) =>
  a.unit === 'cents' ? formatMoney((a.balance / 100).toFixed(2)) : `${a.balance} credits`;

/** /admin/reconciliation: the ledger's invariants checked now, each difference with the events behind it. */
export function ReconciliationPage() {
  const { data, error, isLoading, mutate } = useReconciliation();
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Reconciliation</h1>
      <p className="field-hint">
        Every charge, refund, credit, gift card and coupon is a balanced ledger entry. This page checks the ledger
        against what was charged, refunded and shown (dashboard, analytics, account pages).
      </p>
      <button type="button" className="btn" onClick={() => void mutate()}>
        Check again
      </button>
      {error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      {isLoading && !data ? <Spinner label="Reconciling the ledger" /> : null}
      {data ? (
        <>
          <h2>
            {data.differences.length} {data.differences.length === 1 ? 'difference' : 'differences'}
          </h2>
          {data.differences.length ? (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Check</th>
                  <th scope="col">About</th>
                  <th scope="col">What differs</th>
                  <th scope="col">Events</th>
                </tr>
              </thead>
              <tbody>
                {data.differences.map((d) => (
                  <tr key={`${d.check}|${d.subject}|${d.actual}`}>
                    <td data-label="Check">{d.check}</td>
                    <td data-label="About">{d.subject}</td>
                    <td data-label="What differs">{d.message}</td>
                    <td data-label="Events">{d.eventIds.join(', ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>The ledger agrees with every charge, refund and figure shown.</p>
          )}
          <h2>Account balances</h2>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">Account</th>
                <th scope="col">Balance (debit +, credit −)</th>
              </tr>
            </thead>
            <tbody>
              {data.accounts.map((a) => (
                <tr key={a.account}>
                  <td data-label="Account">{a.account}</td>
                  <td data-label="Balance">{amount(a)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="field-hint">Checked at {formatVenueDateTime(data.checkedAt)}</p>
        </>
      ) : null}
      <ProviderCheck />
    </section>
  );
}

/** The ledger against what Square and Stripe themselves report for a period (their payments, refunds, payouts). */
function ProviderCheck() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [period, setPeriod] = useState<{ from: string; to: string } | null>(null);
  const { data, error, isLoading } = useProviderReconciliation(period);
  return (
    <section aria-labelledby="provider-check-title" className="stack">
      <h2 id="provider-check-title">With the card providers</h2>
      <p className="field-hint">
        Compares the ledger with the payments, refunds and payouts the card provider reports for a period (the last 30
        days when no dates are given). A refund made in the provider&apos;s dashboard or a payout whose webhook never
        arrived shows here.
      </p>
      <form
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          setPeriod({ from, to });
        }}
      >
        <label>
          From <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </label>
        <label>
          To <input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </label>
        <button type="submit" className="btn">
          Check the providers
        </button>
      </form>
      {error ? (
        <p className="alert alert-error" role="alert">
          {errorMessage(error)}
        </p>
      ) : null}
      {isLoading ? <Spinner label="Reading the providers" /> : null}
      {data?.providers.map((p) => (
        <div key={p.provider}>
          <h3>{p.provider === 'stripe' ? 'Stripe' : 'Square'}</h3>
          {!p.checked ? (
            <p>Not checked: {p.error}</p>
          ) : p.differences.length === 0 ? (
            <p>{p.movements} movements; the ledger agrees with every one.</p>
          ) : (
            <ul>
              {p.differences.map((d) => (
                <li key={`${d.check}|${d.subject}`}>
                  <strong>{d.subject}</strong>: {d.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
