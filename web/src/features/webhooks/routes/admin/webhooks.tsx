import { useState } from 'react';
import {
  WEBHOOK_KIND_LABELS,
  type CreatedWebhook,
  type Webhook,
  type WebhookDelivery,
} from '@contracts/webhooks/webhooks';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { DataTable, type Column } from '@/components/admin/data-table';
import { Dialog } from '@/components/ui/dialog';
import { useDeleteWebhook, useRefreshWebhooks } from '../../api/webhooks';
import { SecretDialog, WebhookDialog } from './webhook-dialog';
import { formatVenueDateTime } from '@/lib/venue-time';

const when = (iso: string) => formatVenueDateTime(iso);
const kindsOf = (w: Webhook) => w.kinds.map((k) => WEBHOOK_KIND_LABELS[k]).join(', ');

const deliveryColumns: Column<WebhookDelivery>[] = [
  { header: 'When', sort: 'attemptedAt', render: (d) => when(d.attemptedAt), csv: (d) => d.attemptedAt },
  { header: 'Event', render: (d) => WEBHOOK_KIND_LABELS[d.type], csv: (d) => d.type },
  { header: 'Attempt', render: (d) => d.attempt, csv: (d) => d.attempt },
  {
    header: 'Result',
    render: (d) => (
      <span className={`badge${d.succeeded ? '' : ' badge-muted'}`}>
        {d.succeeded ? `Delivered (${d.statusCode})` : (d.error ?? 'Failed')}
      </span>
    ),
    csv: (d) => (d.succeeded ? 'delivered' : d.error),
  },
  { header: 'Time', render: (d) => `${d.durationMs} ms`, csv: (d) => d.durationMs },
  { header: 'Event id', render: (d) => <code>{d.eventId.slice(0, 8)}</code>, csv: (d) => d.eventId },
];

function DeliveriesDialog({ webhook, onClose }: { webhook: Webhook; onClose: () => void }) {
  return (
    <Dialog title="Delivery Log" description={webhook.url} onClose={onClose} size="lg">
      <DataTable<WebhookDelivery>
        endpoint={`/api/admin/webhooks/${webhook.id}/deliveries`}
        columns={deliveryColumns}
        rowKey={(d) => d.id}
        caption={`Deliveries to ${webhook.url}`}
        empty="Nothing delivered yet."
        pageSize={20}
        csvName="webhook-deliveries.csv"
      />
    </Dialog>
  );
}

/** /admin/webhooks: outbound webhooks with create (secret shown once), edit, delete and delivery log. */
export function WebhooksPage() {
  const [editing, setEditing] = useState<Webhook | 'new' | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [log, setLog] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const refresh = useRefreshWebhooks();
  const deleteWebhook = useDeleteWebhook();
  const columns: Column<Webhook>[] = [
    {
      header: 'URL',
      sort: 'url',
      render: (w) => (
        <span style={{ overflowWrap: 'anywhere' }}>
          <strong>{w.url}</strong>
          {w.description ? <span className="muted small"> {w.description}</span> : null}
        </span>
      ),
      csv: (w) => w.url,
    },
    { header: 'Events', render: kindsOf, csv: kindsOf },
    {
      header: 'Status',
      render: (w) => (
        <span className={`badge${w.isActive ? '' : ' badge-muted'}`}>{w.isActive ? 'Active' : 'Paused'}</span>
      ),
      csv: (w) => (w.isActive ? 'active' : 'paused'),
    },
    {
      header: 'Last delivery',
      render: (w) =>
        w.lastDelivery
          ? `${when(w.lastDelivery.at)}: ${w.lastDelivery.succeeded ? 'delivered' : `failed${w.lastDelivery.statusCode ? ` (${w.lastDelivery.statusCode})` : ''}`}`
          : 'Never',
      csv: (w) => w.lastDelivery?.at ?? '',
    },
    {
      header: 'Actions',
      render: (w) => (
        <div className="row">
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => setEditing(w)}>
            Edit <span className="visually-hidden">{w.url}</span>
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setLog(w)}>
            Deliveries <span className="visually-hidden">to {w.url}</span>
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setDeleting(w)}>
            Delete <span className="visually-hidden">{w.url}</span>
          </button>
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Webhooks</h1>
      <p className="muted">
        Tell other systems when bookings are confirmed or cancelled, memberships renew or fall past due, and gift cards
        are bought. Failed deliveries are retried with growing pauses.
      </p>
      <div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          New Webhook
        </button>
      </div>
      <DataTable<Webhook>
        endpoint="/api/admin/webhooks"
        columns={columns}
        rowKey={(w) => w.id}
        caption="Webhooks"
        empty="No webhooks yet."
        csvName="webhooks.csv"
      />
      {editing ? (
        <WebhookDialog
          webhook={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(made) => {
            refresh();
            if (made) setCreated(made);
          }}
        />
      ) : null}
      {created ? <SecretDialog created={created} onClose={() => setCreated(null)} /> : null}
      {log ? <DeliveriesDialog webhook={log} onClose={() => setLog(null)} /> : null}
      {deleting ? (
        <ConfirmDialog
          title="Delete Webhook"
          confirmLabel="Delete Webhook"
          destructive
          onClose={() => setDeleting(null)}
          onConfirm={() => deleteWebhook.trigger(deleting)}
        >
          <p>
            Stop sending events to <strong style={{ overflowWrap: 'anywhere' }}>{deleting.url}</strong>? Deliveries
            already queued are dropped.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
