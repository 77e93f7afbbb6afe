import { useState } from 'react';
import type { CreditMovementView, CustomerProfileView } from '@contracts/customers/admin-customers';
import { DataTable } from '@/components/admin/data-table';
import { HistoryPanel } from '@/components/admin/history-panel';
import { customerKey } from '../api/admin-customer';
import { useAdjustCredits } from '../api/customer-actions';
import { CreditChangeDialog } from '@/components/credits/adjust-credits-dialog';
import { creditColumns } from '@/components/credits/credit-columns';

const columns = creditColumns({ withCustomer: false });

/** Balances per bucket, the ledger with the running balance, and adjusting with a reason. */
export function CustomerCredits({ customer, onChanged }: { customer: CustomerProfileView; onChanged: () => void }) {
  const [adjusting, setAdjusting] = useState(false);
  const adjust = useAdjustCredits(customer.id, onChanged);
  const ledger = `${customerKey(customer.id)}/credits/ledger`;
  const c = customer.credits;
  return (
    <div className="stack">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <p style={{ margin: 0 }} data-testid="credit-balances">
          <strong>{c.total} credits</strong>{' '}
          <span className="muted">
            (general {c.general} · membership {c.membership} · loyalty {c.loyalty})
          </span>
        </p>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setAdjusting(true)}>
          Adjust credits
        </button>
      </div>
      <DataTable<CreditMovementView>
        endpoint={ledger}
        columns={columns}
        rowKey={(m) => m.id}
        caption="Credit ledger"
        empty="No credit movements yet."
        pageSize={20}
        csvName={`credits-${customer.lastName.toLowerCase()}.csv`}
      />
      <HistoryPanel kind="credits" id={customer.id} title="Audit trail" lazy />
      {adjusting ? (
        <CreditChangeDialog
          title="Adjust credits"
          description="A positive number grants credits, a negative one removes them. The reason is kept in the ledger."
          allowNegative
          submitLabel="Save adjustment"
          onSubmit={adjust.trigger}
          onClose={() => setAdjusting(false)}
        />
      ) : null}
    </div>
  );
}
