import { Spinner } from '@/components/ui/spinner';
import { useReconciliation, type ReconciliationReport } from '@/features/ledger/api/reconciliation';
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
    </section>
  );
}
