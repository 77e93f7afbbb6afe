import type { TopCustomer } from '@contracts/analytics/analytics';
import { formatMoney } from '@/lib/money';

/** The ten customers who spent most in the range. */
export function TopCustomers({ customers }: { customers: TopCustomer[] }) {
  if (customers.length === 0) return <p className="field-hint">No customer spent anything in this range.</p>;
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">Top customers by spend</caption>
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Bookings</th>
            <th scope="col">Hours</th>
            <th scope="col">Spend</th>
          </tr>
        </thead>
        <tbody>
          {customers.map((c) => (
            <tr key={c.userId}>
              <th scope="row">
                {c.name ?? 'Unknown customer'}
                {c.email ? <div className="field-hint">{c.email}</div> : null}
              </th>
              <td data-label="Bookings">{c.bookings}</td>
              <td data-label="Hours">{c.hours}</td>
              <td data-label="Spend">{formatMoney(c.spend)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
