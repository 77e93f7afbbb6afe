import type { ReactNode } from 'react';
import type { TabView } from '@contracts/tabs/tabs';
import { formatMoney } from '@/lib/money';

/** A tab's lines and total; `action` adds a cell per line (staff's refund button). */
export function TabItems({ tab, action }: { tab: TabView; action?: (item: TabView['items'][number]) => ReactNode }) {
  if (tab.items.length === 0) return <p className="muted">Nothing on the tab yet.</p>;
  return (
    <table className="table" aria-label="Tab items">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Qty</th>
          <th scope="col">Price</th>
          <th scope="col">Amount</th>
          {action ? <th scope="col">Actions</th> : null}
        </tr>
      </thead>
      <tbody>
        {tab.items.map((item) => (
          <tr key={item.id}>
            <td data-label="Item">{item.name}</td>
            <td data-label="Qty">{item.quantity}</td>
            <td data-label="Price">{formatMoney(item.unitPrice)}</td>
            <td data-label="Amount">
              {formatMoney(item.amount)}
              {Number(item.refunded) > 0 ? (
                <span className="muted"> (refunded {formatMoney(item.refunded)})</span>
              ) : null}
            </td>
            {action ? <td data-label="Actions">{action(item)}</td> : null}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td data-label="Total" data-testid="tab-total">
            {formatMoney(tab.total)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}
