import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { useAuditPage, useCorrelation, type AuditItem, type AuditKind } from './audit-api';
import { HistoryAsOf } from './history-as-of';

const who = (item: AuditItem) => (item.actor === 'system' ? 'System' : item.actor.name);

function Event({ item, related }: { item: AuditItem; related?: boolean }) {
  const [open, setOpen] = useState(false);
  const b = item.balances;
  return (
    <li>
      <span className="muted small">
        {formatDateTime(item.at)} · {who(item)}
      </span>
      <br />
      {item.summary}
      {item.reason && !item.summary.includes(item.reason) ? (
        <span className="muted small"> — Reason: {item.reason}</span>
      ) : null}
      {b ? (
        <span className="muted small" style={{ display: 'block' }}>
          Balance after: {b.total} (general {b.general} · membership {b.membership} · loyalty {b.loyalty})
        </span>
      ) : null}
      {!related && item.correlationId ? (
        <>
          {' '}
          <button type="button" className="btn btn-link btn-sm" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? 'Hide related events' : 'Related events'}
          </button>
          {open ? <Related correlationId={item.correlationId} /> : null}
        </>
      ) : null}
    </li>
  );
}

/** Every event with the same correlation id, across streams: what this step was part of. */
function Related({ correlationId }: { correlationId: string }) {
  const { data, error } = useCorrelation(correlationId);
  if (error) return <p role="alert">{errorMessage(error)}</p>;
  if (!data) return <p className="muted small">Loading related events…</p>;
  return (
    <ol className="audit-history" aria-label="Related events">
      {data.items.map((r) => (
        <Event key={r.eventId} item={r} related />
      ))}
    </ol>
  );
}

function HistoryPage({
  kind,
  id,
  cursor,
  onMore,
}: {
  kind: AuditKind;
  id: string;
  cursor: string | null;
  onMore: (c: string) => void;
}) {
  const { data, error } = useAuditPage(kind, id, cursor);
  if (error) return <p role="alert">{errorMessage(error)}</p>;
  if (!data) return <p className="muted small">Loading history…</p>;
  if (!data.items.length && !cursor) return <p className="muted">Nothing recorded yet.</p>;
  return (
    <>
      {data.items.map((item) => (
        <Event key={item.eventId} item={item} />
      ))}
      {data.nextCursor ? (
        <li>
          <button type="button" className="btn btn-secondary btn-sm" onClick={() => onMore(data.nextCursor!)}>
            Show more
          </button>
        </li>
      ) : null}
    </>
  );
}

/**
 * An audit history (GET /api/admin/audit/{kind}/{id}): each event in plain words with who, when and
 * why, the events it belongs with, and the subject as it stood at a chosen instant.
 */
export function HistoryPanel({
  kind,
  id,
  title = 'History',
  asOf = true,
  lazy = false,
}: {
  kind: AuditKind;
  id: string;
  title?: string;
  asOf?: boolean;
  /** Load only when the admin asks (a page that already shows a summary of the same events). */
  lazy?: boolean;
}) {
  const [cursors, setCursors] = useState<Array<string | null>>([null]);
  const [shown, setShown] = useState(!lazy);
  return (
    <section aria-label={title} className="stack" style={{ gap: '0.5rem' }}>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h3 style={{ margin: 0 }}>{title}</h3>
        {lazy ? (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            aria-expanded={shown}
            onClick={() => setShown(!shown)}
          >
            {shown ? 'Hide' : 'Show'} {title.toLowerCase()}
          </button>
        ) : null}
      </div>
      {shown && asOf ? <HistoryAsOf kind={kind} id={id} /> : null}
      {shown ? (
        <ol className="audit-history">
          {cursors.map((c, i) => (
            <HistoryPage
              key={c ?? 'first'}
              kind={kind}
              id={id}
              cursor={c}
              onMore={(next) => i === cursors.length - 1 && setCursors([...cursors, next])}
            />
          ))}
        </ol>
      ) : null}
    </section>
  );
}
