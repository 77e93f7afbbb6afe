import { useDeferredValue, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { DataTable, type Column } from '@/components/admin/data-table';
import { HistoryPanel } from '@/components/admin/history-panel';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast-store';
import { api, errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';

interface GiftCardRow {
  code: string;
  originalAmount: string;
  currentBalance: string;
  status: 'active' | 'voided';
  issuedTo: string;
  recipientEmail: string | null;
  senderName: string;
  deliveryMethod: string;
  purchased: boolean;
  createdAt: string;
}
interface GiftCardDetail extends GiftCardRow {
  personalMessage: string | null;
  transactions: Array<{
    kind: string;
    amount: string;
    balanceAfter: string;
    reason: string | null;
    actor: string | null;
    occurredAt: string;
  }>;
}

const KIND: Record<string, string> = {
  issue: 'Issued',
  redeem: 'Used',
  restore: 'Given back',
  adjust: 'Adjusted',
  void: 'Voided',
};

const columns: Column<GiftCardRow>[] = [
  { header: 'Code', sort: 'code', render: (c) => <code>{c.code}</code>, csv: (c) => c.code },
  { header: 'To', render: (c) => c.issuedTo, csv: (c) => c.issuedTo },
  { header: 'From', render: (c) => c.senderName, csv: (c) => c.senderName },
  { header: 'Amount', render: (c) => formatMoney(c.originalAmount), csv: (c) => c.originalAmount },
  { header: 'Balance', sort: 'balance', render: (c) => formatMoney(c.currentBalance), csv: (c) => c.currentBalance },
  {
    header: 'Status',
    render: (c) => (
      <span className={c.status === 'voided' ? 'badge badge-muted' : 'badge'}>
        {c.status === 'voided' ? 'Voided' : c.purchased ? 'Active' : 'Active (issued)'}
      </span>
    ),
    csv: (c) => c.status,
  },
  { header: 'Created', sort: 'createdAt', render: (c) => formatDateTime(c.createdAt), csv: (c) => c.createdAt },
];

function CardDetail({ code, onClose }: { code: string; onClose: () => void }) {
  const key = `/api/admin/gift-cards/${code}`;
  const { data: card, mutate } = useSWR(key, (k: string) => api.get<GiftCardDetail>(k));
  const { mutate: mutateAll } = useSWRConfig();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const act = async (path: 'adjust' | 'void') => {
    setBusy(true);
    try {
      const next = await api.post<GiftCardDetail>(
        `${key}/${path}`,
        path === 'adjust' ? { amount, reason } : { reason },
      );
      await mutate(next, false);
      void mutateAll((k) => typeof k === 'string' && k.startsWith('/api/admin/gift-cards?'));
      toast({
        title: path === 'adjust' ? 'Balance Adjusted' : 'Gift Card Voided',
        description: `Balance now ${formatMoney(next.currentBalance)}.`,
      });
      setAmount('');
      setReason('');
    } catch (e) {
      toast({ title: 'Update Failed', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={`Gift card ${code}`} onClose={onClose} size="lg" testId="gift-card-detail">
      {!card ? (
        <p className="muted">Loading…</p>
      ) : (
        <div className="stack">
          <p style={{ margin: 0 }}>
            <strong>{formatMoney(card.currentBalance)}</strong> of {formatMoney(card.originalAmount)} ·{' '}
            {card.status === 'voided' ? 'Voided' : 'Active'} · to {card.issuedTo}
            {card.recipientEmail ? ` (${card.recipientEmail})` : ''} from {card.senderName}
          </p>
          <div className="table-scroll">
            <table className="table">
              <caption className="visually-hidden">Balance history</caption>
              <thead>
                <tr>
                  {['When', 'What', 'Amount', 'Balance', 'Reason'].map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {card.transactions.map((t, i) => (
                  <tr key={i}>
                    <td data-label="When">{formatDateTime(t.occurredAt)}</td>
                    <td data-label="What">{KIND[t.kind] ?? t.kind}</td>
                    <td data-label="Amount">{formatMoney(t.amount)}</td>
                    <td data-label="Balance">{formatMoney(t.balanceAfter)}</td>
                    <td data-label="Reason">{t.reason ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <HistoryPanel kind="gift-card" id={code} title="Audit trail" lazy />
          {card.status === 'active' ? (
            <form
              className="stack"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void act('adjust');
              }}
            >
              <div className="form-grid-2">
                <Field
                  label="Adjust by ($, negative to take off)"
                  inputMode="decimal"
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                />
                <Field label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} />
              </div>
              <div className="row">
                <button type="submit" className="btn btn-primary" disabled={busy || !amount || !reason.trim()}>
                  Adjust Balance
                </button>
                <button
                  type="button"
                  className="btn btn-danger"
                  disabled={busy || !reason.trim()}
                  onClick={() => void act('void')}
                >
                  Void Card
                </button>
              </div>
            </form>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

function IssueDialog({ onIssued, onClose }: { onIssued: (code: string) => void; onClose: () => void }) {
  const [form, setForm] = useState({ amount: '', recipientName: '', recipientEmail: '', reason: '' });
  const [busy, setBusy] = useState(false);
  const bind = (field: keyof typeof form) => ({
    value: form[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [field]: e.target.value }),
  });
  const issue = async () => {
    setBusy(true);
    try {
      const card = await api.post<GiftCardDetail>('/api/admin/gift-cards', {
        amount: form.amount,
        recipientName: form.recipientName,
        recipientEmail: form.recipientEmail || null,
        deliveryMethod: form.recipientEmail ? 'email' : 'pickup',
        reason: form.reason,
      });
      toast({ title: 'Gift Card Issued', description: `Code ${card.code}` });
      onIssued(card.code);
    } catch (e) {
      toast({ title: 'Issue Failed', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      title="Issue a Gift Card"
      description="Without a payment (a prize or a goodwill gesture); the reason is kept with the card."
      onClose={onClose}
      testId="gift-card-issue"
      footer={
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void issue()}>
          Issue Card
        </button>
      }
    >
      <div className="stack">
        <Field label="Amount ($)" inputMode="decimal" {...bind('amount')} />
        <Field label="Recipient Name" {...bind('recipientName')} />
        <Field label="Recipient Email (optional: emailed when given)" type="email" {...bind('recipientEmail')} />
        <Field label="Reason" {...bind('reason')} />
      </div>
    </Dialog>
  );
}

/** /admin/gift-cards: every card, searched and paged on the server; a card's history, issue, adjust, void. */
export function GiftCardsAdminPage() {
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const [issuing, setIssuing] = useState(false);
  const { mutate } = useSWRConfig();
  return (
    <section className="stack" aria-labelledby="gift-admin-title">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h1 id="gift-admin-title" style={{ margin: 0 }}>
          Gift Cards
        </h1>
        <button type="button" className="btn btn-primary" onClick={() => setIssuing(true)}>
          Issue Gift Card
        </button>
      </div>
      <div className="form-grid-2">
        <Field
          label="Search"
          placeholder="Code, recipient or sender"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <label className="field">
          <span className="label">Status</span>
          <select className="input" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">All</option>
            <option value="active">Active</option>
            <option value="voided">Voided</option>
          </select>
        </label>
      </div>
      <DataTable<GiftCardRow>
        endpoint="/api/admin/gift-cards"
        filters={{ search: deferred, status }}
        columns={[
          ...columns,
          {
            header: '',
            render: (c) => (
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setOpen(c.code)}>
                Open
              </button>
            ),
          },
        ]}
        rowKey={(c) => c.code}
        caption="Gift cards"
        empty={deferred ? `No gift card matches “${deferred}”.` : 'No gift cards yet.'}
        csvName="gift-cards.csv"
      />
      {open ? <CardDetail code={open} onClose={() => setOpen(null)} /> : null}
      {issuing ? (
        <IssueDialog
          onClose={() => setIssuing(false)}
          onIssued={(code) => {
            setIssuing(false);
            setOpen(code);
            void mutate((k) => typeof k === 'string' && k.startsWith('/api/admin/gift-cards?'));
          }}
        />
      ) : null}
    </section>
  );
}
