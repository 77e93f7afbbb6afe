import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useAdminCustomer } from '@/features/customers/api/admin-customer';
import { CustomerCredits } from '@/features/customers/components/customer-credits';
import { CustomerDisputes } from '@/features/customers/components/customer-disputes';
import { CustomerFees } from '@/features/customers/components/customer-fees';
import { CustomerHeader } from '@/features/customers/components/customer-header';
import {
  CustomerBookings,
  CustomerGiftCards,
  CustomerLoyalty,
  CustomerMembership,
} from '@/features/customers/components/customer-sections';
import { CustomerWaivers } from '@/features/customers/components/customer-waivers';
import { AdminChatPanel } from '@/components/support-inbox/admin-chat-panel';

const TABS = ['Bookings', 'Fees', 'Credits', 'Membership', 'Loyalty', 'Gift cards', 'Waivers', 'Messages'] as const;
type Tab = (typeof TABS)[number];

/** /admin/customers/:userId: one customer's profile, roles, block, bookings, credits, membership, loyalty, gift cards, waivers, messages. */
export function CustomerDetailPage() {
  const userId = useParams().userId ?? '';
  const { data: customer, error, mutate } = useAdminCustomer(userId);
  const [tab, setTab] = useState<Tab>('Bookings');
  const [chatOpen, setChatOpen] = useState(false);
  const back = (
    <Link to="/admin/customers" className="btn btn-link btn-sm">
      ← Customers
    </Link>
  );
  if (error)
    return (
      <section aria-labelledby="admin-page-title" className="stack">
        {back}
        <h1 id="admin-page-title">Customer</h1>
        <p className="alert alert-error" role="alert">
          {errorMessage(error, 'Unable to load this customer.')}
        </p>
      </section>
    );
  if (!customer) return <Spinner />;
  const refresh = () => void mutate();
  const unread = customer.support.unreadCount;
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      {back}
      <CustomerHeader customer={customer} onChanged={refresh} />
      <CustomerDisputes userId={customer.id} />
      <div className="chip-row" role="tablist" aria-label="Customer sections">
        {TABS.map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={tab === t}
            className={`chip${tab === t ? ' active' : ''}`}
            onClick={() => setTab(t)}
          >
            {t === 'Messages' && unread ? `Messages (${unread})` : t}
          </button>
        ))}
      </div>
      <div className="card" role="tabpanel" aria-label={tab}>
        {tab === 'Bookings' ? <CustomerBookings userId={customer.id} /> : null}
        {tab === 'Fees' ? <CustomerFees userId={customer.id} /> : null}
        {tab === 'Credits' ? <CustomerCredits customer={customer} onChanged={refresh} /> : null}
        {tab === 'Membership' ? <CustomerMembership customer={customer} /> : null}
        {tab === 'Loyalty' ? <CustomerLoyalty customer={customer} /> : null}
        {tab === 'Gift cards' ? <CustomerGiftCards customer={customer} /> : null}
        {tab === 'Waivers' ? <CustomerWaivers customer={customer} /> : null}
        {tab === 'Messages' ? (
          <div className="stack">
            <p className="muted" style={{ margin: 0 }}>
              {unread ? `${unread} unread message${unread === 1 ? '' : 's'}.` : 'No unread messages.'}
              {customer.support.lastMessageAt ? '' : ' No conversation yet.'}
            </p>
            <button type="button" className="btn btn-primary btn-sm" onClick={() => setChatOpen(true)}>
              Open chat
            </button>
          </div>
        ) : null}
      </div>
      {chatOpen ? <AdminChatPanel key={customer.id} userId={customer.id} onClose={() => setChatOpen(false)} /> : null}
    </section>
  );
}
