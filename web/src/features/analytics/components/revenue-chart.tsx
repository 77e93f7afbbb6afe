import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ANALYTICS_PRODUCTS, PRODUCT_LABELS, type AnalyticsProduct } from '@contracts/analytics/analytics';
import { formatMoney, formatWhole } from '@/lib/money';
import type { AnalyticsReport } from '../api/analytics';

export const PRODUCT_COLOURS: Record<AnalyticsProduct, string> = {
  bookings: '#166534',
  waitlist_bookings: '#4d7c0f',
  memberships: '#1d4ed8',
  gift_cards: '#b45309',
  credit_offers: '#7c3aed',
  promotional_offers: '#be185d',
  tournament_entries: '#0f766e',
  food_and_drink: '#c2410c',
  other: '#6b7280',
};

/** Revenue per period, stacked by product (only the products that sold something in the range). */
export function RevenueChart({ report }: { report: AnalyticsReport }) {
  const shown = ANALYTICS_PRODUCTS.filter((p) =>
    report.revenue.series.some((point) => Number(point.byProduct[p]) !== 0),
  );
  const data = report.revenue.series.map((point) => ({
    period: point.period,
    ...Object.fromEntries(shown.map((p) => [p, Number(point.byProduct[p])])),
  }));
  return (
    <div
      role="img"
      aria-label={`Revenue by ${report.range.granularity} and product, total ${formatMoney(report.revenue.total)}`}
    >
      <ResponsiveContainer width="100%" height={300}>
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="period" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis tick={{ fontSize: 12 }} width={56} tickFormatter={(v: number) => formatWhole(v)} />
          <Tooltip formatter={(v) => formatMoney(Number(v))} />
          <Legend />
          {shown.map((p) => (
            <Bar key={p} dataKey={p} name={PRODUCT_LABELS[p]} stackId="revenue" fill={PRODUCT_COLOURS[p]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

/** Totals by product over the range: amount and units sold. */
export function ProductTotals({ report }: { report: AnalyticsReport }) {
  return (
    <div className="table-scroll">
      <table className="table">
        <caption className="visually-hidden">Revenue by product</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Sold</th>
            <th scope="col">Revenue</th>
          </tr>
        </thead>
        <tbody>
          {report.revenue.totals
            .filter((t) => t.units > 0 || Number(t.amount) !== 0)
            .map((t) => (
              <tr key={t.product}>
                <th scope="row">{PRODUCT_LABELS[t.product]}</th>
                <td data-label="Sold">{t.units}</td>
                <td data-label="Revenue">{formatMoney(t.amount)}</td>
              </tr>
            ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td />
            <td data-label="Revenue">{formatMoney(report.revenue.total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Customers who booked per period: new (first booking) and returning, stacked. */
export function CustomersChart({ report }: { report: AnalyticsReport }) {
  const totals = report.customers.reduce((s, p) => ({ new: s.new + p.new, returning: s.returning + p.returning }), {
    new: 0,
    returning: 0,
  });
  return (
    <div role="img" aria-label={`Customers who booked: ${totals.new} new, ${totals.returning} returning`}>
      <ResponsiveContainer width="100%" height={240}>
        <BarChart data={report.customers} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="period" tick={{ fontSize: 12 }} minTickGap={16} />
          <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={40} />
          <Tooltip />
          <Legend />
          <Bar dataKey="new" name="New" stackId="customers" fill="#166534" />
          <Bar dataKey="returning" name="Returning" stackId="customers" fill="#93c5fd" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
