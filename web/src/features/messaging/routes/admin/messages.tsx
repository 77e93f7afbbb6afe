import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { useConversations } from '@/components/support-inbox/inbox';
import { ConversationPanel } from '@/components/support-inbox/conversation-panel';
import { formatDateTime } from '@/lib/dates';

/** /admin/messages: the support inbox, conversations newest first with unread counts, and the open thread. */
export function MessagesPage() {
  const [params, setParams] = useSearchParams();
  const open = params.get('c');
  const [search, setSearch] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const deferred = useDeferredValue(search.trim());
  const { conversations, total, error } = useConversations(deferred, unreadOnly);
  const unread = conversations.reduce((n, c) => n + c.unreadCount, 0);
  return (
    <div className="stack">
      <h1 style={{ margin: 0 }}>
        Messages
        {unread > 0 ? (
          <span className="badge" style={{ marginLeft: 8 }}>
            {unread} unread
          </span>
        ) : null}
      </h1>
      <div className="inbox">
        <section className="card stack" aria-labelledby="conversations-title">
          <h2 id="conversations-title" style={{ margin: 0 }}>
            Conversations
          </h2>
          <Field
            label="Search"
            placeholder="Name or phone"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <label className="checkbox">
            <input type="checkbox" checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)} />
            Unread only
          </label>
          {error ? <p className="alert alert-error">Unable to load conversations.</p> : null}
          {conversations.length === 0 ? (
            <p className="muted">{deferred || unreadOnly ? 'No conversation matches.' : 'No messages yet.'}</p>
          ) : (
            <ul className="inbox-list" aria-label="Conversations">
              {conversations.map((c) => (
                <li key={c.conversationKey}>
                  <button
                    type="button"
                    className={`inbox-item${c.conversationKey === open ? ' is-selected' : ''}`}
                    aria-current={c.conversationKey === open}
                    onClick={() => setParams({ c: c.conversationKey }, { replace: true })}
                  >
                    <span className="row" style={{ justifyContent: 'space-between' }}>
                      <strong>{c.name ?? c.phoneNumber}</strong>
                      {c.unreadCount > 0 ? (
                        <span className="badge" aria-label={`${c.unreadCount} unread`}>
                          {c.unreadCount}
                        </span>
                      ) : null}
                    </span>
                    <span className="small muted preview">
                      {c.lastFromCustomer ? '' : 'You: '}
                      {c.lastMessage}
                    </span>
                    <span className="small muted">
                      {formatDateTime(c.lastMessageAt)}
                      {c.optedOut ? ' · texted STOP' : ''}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {total > conversations.length ? (
            <p className="muted small">
              Showing the newest {conversations.length} of {total}. Search to find older ones.
            </p>
          ) : null}
        </section>
        <section className="card">
          {open ? (
            <ConversationPanel key={open} conversationKey={open} />
          ) : (
            <p className="muted">Choose a conversation to read and answer it.</p>
          )}
        </section>
      </div>
    </div>
  );
}
