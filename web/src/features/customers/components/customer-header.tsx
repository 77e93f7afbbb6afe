import { useState } from 'react';
import type { CustomerProfileView } from '@contracts/customers/admin-customers';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { Field } from '@/components/ui/field';
import { formatDateTime, formatLongDate } from '@/lib/dates';
import { ROLE_NAMES, useCustomerStanding } from '../api/customer-actions';
import { CustomerDataActions } from './customer-data-actions';

type Pending =
  { kind: 'role'; role: 'isAdmin' | 'isEmployee'; grant: boolean } | { kind: 'block' } | { kind: 'unblock' } | null;

/** Who the customer is, their roles (grant and revoke with a confirm) and whether they may book. */
export function CustomerHeader({ customer, onChanged }: { customer: CustomerProfileView; onChanged: () => void }) {
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const name = customer.erased ? 'Erased customer' : `${customer.firstName} ${customer.lastName}`;
  const standing = useCustomerStanding(customer);
  const roles = [customer.isAdmin && 'Admin', customer.isEmployee && 'Employee'].filter(Boolean) as string[];

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'role') await standing.setRole({ role: pending.role, grant: pending.grant });
    else if (pending.kind === 'block') {
      if (!reason.trim()) throw new Error('A reason is required');
      await standing.block(reason.trim());
    } else await standing.unblock();
    setReason('');
    onChanged();
  };

  return (
    <div className="card stack">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <div className="stack" style={{ gap: 4, minWidth: 0 }}>
          <h1 id="admin-page-title" style={{ margin: 0, overflowWrap: 'anywhere' }}>
            {name}
          </h1>
          <span className="muted small" style={{ overflowWrap: 'anywhere' }}>
            {customer.erased
              ? 'Personal data erased on request'
              : `${customer.phoneNumber} · ${customer.email || 'no email'}`}{' '}
            · joined {formatLongDate(customer.joinedAt.slice(0, 10))}
          </span>
          <span className="row" style={{ gap: 6 }}>
            {(roles.length ? roles : ['Customer']).map((r) => (
              <span key={r} className="badge">
                {r}
              </span>
            ))}
            {customer.erased ? <span className="badge badge-muted">Erased</span> : null}
            {customer.blockedFromBooking ? <span className="badge badge-danger">Blocked from booking</span> : null}
            {customer.erased ? null : (
              <span
                className={customer.smsStopped ? 'badge badge-muted' : 'badge'}
                title="Marketing and reminder texts; sign-in codes always go"
              >
                {customer.smsStopped ? 'SMS: texted STOP' : 'SMS: subscribed (START)'}
              </span>
            )}
          </span>
        </div>
      </div>
      {customer.blockedFromBooking ? (
        <p className="alert alert-warn" role="status" style={{ margin: 0 }}>
          Blocked from booking{customer.blockedAt ? ` since ${formatDateTime(customer.blockedAt)}` : ''}:{' '}
          {customer.blockedReason}
        </p>
      ) : null}
      <div className="row">
        {/* An erased account has no one behind it: no roles to give and nothing to block. */}
        {customer.erased ? null : <StandingButtons customer={customer} onPending={setPending} />}
        <CustomerDataActions customer={customer} onChanged={onChanged} />
      </div>
      {pending ? (
        <ConfirmDialog
          title={
            pending.kind === 'role'
              ? `${pending.grant ? 'Grant' : 'Revoke'} ${ROLE_NAMES[pending.role]}?`
              : pending.kind === 'block'
                ? `Block ${name} from booking?`
                : `Unblock ${name}?`
          }
          confirmLabel={
            pending.kind === 'role'
              ? pending.grant
                ? 'Grant'
                : 'Revoke'
              : pending.kind === 'block'
                ? 'Block'
                : 'Unblock'
          }
          destructive={pending.kind === 'block' || (pending.kind === 'role' && !pending.grant)}
          onConfirm={confirm}
          onClose={() => setPending(null)}
        >
          {pending.kind === 'block' ? (
            <>
              <p style={{ margin: 0 }}>They keep their bookings but cannot book, extend or enter tournaments.</p>
              <Field label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} />
            </>
          ) : pending.kind === 'role' ? (
            <p style={{ margin: 0 }}>
              {pending.grant
                ? `${name} will be able to use the ${ROLE_NAMES[pending.role].toLowerCase()} pages.`
                : `${name} will lose the ${ROLE_NAMES[pending.role].toLowerCase()} pages.`}
            </p>
          ) : (
            <p style={{ margin: 0 }}>They will be able to make new bookings again.</p>
          )}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function StandingButtons({
  customer,
  onPending,
}: {
  customer: CustomerProfileView;
  onPending: (pending: Pending) => void;
}) {
  return (
    <>
      {(['isAdmin', 'isEmployee'] as const).map((role) => (
        <button
          key={role}
          type="button"
          className="btn btn-secondary btn-sm"
          onClick={() => onPending({ kind: 'role', role, grant: !customer[role] })}
        >
          {customer[role] ? `Revoke ${ROLE_NAMES[role]}` : `Make ${ROLE_NAMES[role]}`}
        </button>
      ))}
      {customer.blockedFromBooking ? (
        <button type="button" className="btn btn-secondary btn-sm" onClick={() => onPending({ kind: 'unblock' })}>
          Unblock
        </button>
      ) : (
        <button type="button" className="btn btn-danger btn-sm" onClick={() => onPending({ kind: 'block' })}>
          Block from booking
        </button>
      )}
    </>
  );
}
