import { useState } from 'react';
import type { CustomerProfileView } from '@contracts/customers/admin-customers';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Field } from '@/components/ui/field';
import { customerExportUrl } from '../api/admin-customer';
import { useEraseCustomer } from '../api/customer-actions';

/**
 * A customer's data on request: download everything the venue holds (JSON or CSV), or erase the
 * customer (their phone number or ERASE typed to confirm; the server refuses while bookings are
 * ahead or a membership runs, and says so in the dialog).
 */
export function CustomerDataActions({ customer, onChanged }: { customer: CustomerProfileView; onChanged: () => void }) {
  const [asking, setAsking] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const erase = useEraseCustomer(customer.id);

  const confirm = async () => {
    if (!confirmation.trim()) throw new Error("Type the customer's phone number or ERASE to confirm.");
    await erase.trigger(confirmation.trim());
    setConfirmation('');
    onChanged();
  };

  return (
    <>
      <a className="btn btn-secondary btn-sm" href={customerExportUrl(customer.id, 'json')} download>
        Export JSON
      </a>
      <a className="btn btn-secondary btn-sm" href={customerExportUrl(customer.id, 'csv')} download>
        Export CSV
      </a>
      {customer.erased ? null : (
        <button type="button" className="btn btn-danger btn-sm" onClick={() => setAsking(true)}>
          Erase customer
        </button>
      )}
      {asking ? (
        <ConfirmDialog
          title="Erase this customer?"
          confirmLabel="Erase"
          destructive
          onConfirm={confirm}
          onClose={() => setAsking(false)}
        >
          <p style={{ margin: 0 }}>
            Their name, phone number, email and messages are erased for good and they are signed out. Orders, payments
            and the ledger keep their amounts and dates. Upcoming bookings and a running membership must be cancelled
            first.
          </p>
          <Field
            label="Type their phone number or ERASE"
            value={confirmation}
            autoComplete="off"
            onChange={(e) => setConfirmation(e.target.value)}
          />
        </ConfirmDialog>
      ) : null}
    </>
  );
}
