import { useDeferredValue, useState } from 'react';
import { DataTable, type Column } from '@/components/admin/data-table';
import { HistoryPanel } from '@/components/admin/history-panel';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { useAdminGiftCard, type GiftCardRow } from '@/features/gift-cards/api/admin-gift-card';
import { useIssueGiftCard } from '@/features/gift-cards/api/issue-gift-card';
import { useUpdateGiftCard } from '@/features/gift-cards/api/update-gift-card';
import { formatDateTime } from '@/lib/dates';
import { currencySymbol, formatMoney } from '@/lib/money';

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
  const { data: card } = useAdminGiftCard(code);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const update = useUpdateGiftCard();
  const busy = update.busy;
  const act = async (action: 'adjust' | 'void') => {
    const next = await update.trigger(
      action === 'adjust' ? { code, action, amount, reason } : { code, action, reason },
    );
    if (!next) return;
    setAmount('');
    setReason('');
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
  const issuing = useIssueGiftCard();
  const bind = (field: keyof typeof form) => ({
    value: form[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [field]: e.target.value }),
  });
  const issue = async () => {
    const card = await issuing.trigger({
      amount: form.amount,
      recipientName: form.recipientName,
      recipientEmail: form.recipientEmail || null,
      deliveryMethod: form.recipientEmail ? 'email' : 'pickup',
      reason: form.reason,
    });
    if (card) onIssued(card.code);
  };
  return (
    <Dialog
      title="Issue a Gift Card"
      description="Without a payment (a prize or a goodwill gesture); the reason is kept with the card."
      onClose={onClose}
      testId="gift-card-issue"
      footer={
        <button type="button" className="btn btn-primary" disabled={issuing.busy} onClick={() => void issue()}>
          Issue Card
        </button>
      }
    >
      <div className="stack">
        <Field label={`Amount (${currencySymbol()})`} inputMode="decimal" {...bind('amount')} />
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
          }}
        />
      ) : null}
    </section>
  );
}
