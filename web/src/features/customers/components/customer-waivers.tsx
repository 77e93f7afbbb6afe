import type { CustomerProfileView } from '@contracts/customers/admin-customers';
import { formatVenueDateTime } from '@/lib/venue-time';

/** The waiver versions the customer signed: the name they typed, when (venue time) and from which address. */
export function CustomerWaivers({ customer }: { customer: CustomerProfileView }) {
  if (customer.waivers.length === 0) return <p className="muted">No waiver signed.</p>;
  return (
    <table className="table">
      <caption className="sr-only">Waivers signed</caption>
      <thead>
        <tr>
          <th scope="col">Version</th>
          <th scope="col">Name typed</th>
          <th scope="col">Signed at</th>
          <th scope="col">Address</th>
        </tr>
      </thead>
      <tbody>
        {customer.waivers.map((w) => (
          <tr key={w.version}>
            <td data-label="Version">{w.version}</td>
            <td data-label="Name typed">{w.fullName}</td>
            <td data-label="Signed at">{formatVenueDateTime(w.signedAt)}</td>
            <td data-label="Address" title={w.userAgent ?? undefined}>
              {w.ip ?? '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
