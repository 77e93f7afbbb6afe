import { useState } from 'react';
import { DataTable } from '@/components/admin/data-table';
import { formatDateTime } from '@/lib/dates';

interface SmsLogEntry {
  smsId: string;
  to: string;
  reason: string;
  status: 'queued' | 'delivered' | 'failed';
  attempts: number;
  error: string | null;
  queuedAt: string;
  settledAt: string | null;
}

const REASONS: Record<string, string> = {
  verification_code: 'Sign-in code',
  payment_receipt: 'Receipt',
  order_receipt: 'Receipt',
  refund_notice: 'Cancellation',
  booking_moved: 'Booking moved',
  support_reply: 'Support reply',
  support_chat: 'Chat forward',
  shift_notice: 'Shifts',
  bulk_sms: 'Bulk',
  gift_card_delivery: 'Gift card',
  membership_payment: 'Membership',
  system_alert: 'Alert',
};

/** /admin/sms: every text sent, with its delivery status and the failure reason. */
export function SmsLogPage() {
  const [status, setStatus] = useState('');
  return (
    <section className="stack" aria-labelledby="sms-log-title">
      <h1 id="sms-log-title" style={{ margin: 0 }}>
        SMS Delivery Log
      </h1>
      <label className="field" style={{ maxWidth: 240 }}>
        <span className="label">Status</span>
        <select className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">All</option>
          <option value="queued">Queued</option>
          <option value="delivered">Delivered</option>
          <option value="failed">Failed</option>
        </select>
      </label>
      <DataTable<SmsLogEntry>
        endpoint="/api/admin/sms-log"
        filters={{ status }}
        caption="Text messages"
        empty="No text messages yet."
        rowKey={(r) => r.smsId}
        csvName="sms-log.csv"
        columns={[
          { header: 'Queued', sort: 'queuedAt', render: (r) => formatDateTime(r.queuedAt), csv: (r) => r.queuedAt },
          { header: 'To', sort: 'to', render: (r) => r.to, csv: (r) => r.to },
          { header: 'What', render: (r) => REASONS[r.reason] ?? r.reason, csv: (r) => r.reason },
          {
            header: 'Status',
            sort: 'status',
            render: (r) => (
              <span
                className={
                  r.status === 'failed'
                    ? 'badge badge-danger'
                    : r.status === 'delivered'
                      ? 'badge'
                      : 'badge badge-muted'
                }
              >
                {r.status === 'delivered' ? 'Delivered' : r.status === 'failed' ? 'Failed' : 'Queued'}
              </span>
            ),
            csv: (r) => r.status,
          },
          { header: 'Attempts', render: (r) => r.attempts, csv: (r) => r.attempts },
          { header: 'Error', render: (r) => r.error ?? '—', csv: (r) => r.error },
        ]}
      />
    </section>
  );
}
