import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { useCannedResponses, useThread } from './inbox';
import { useMarkConversationRead, useSendReply } from './send-reply';

/**
 * One support conversation for staff: the thread (polled), marked read when opened, a reply box with
 * canned responses to insert. The reply is texted to the customer and shows in their chat.
 */
export function ConversationPanel({ conversationKey }: { conversationKey: string }) {
  const { thread, error } = useThread(conversationKey);
  const { responses } = useCannedResponses();
  const [text, setText] = useState('');
  const reply = useSendReply(conversationKey, () => setText(''));
  const busy = reply.busy;
  const markRead = useMarkConversationRead();
  const endRef = useRef<HTMLDivElement>(null);
  const unread = thread?.conversation.unreadCount ?? 0;
  const count = thread?.messages.length ?? 0;

  useEffect(() => {
    if (unread > 0) void markRead(conversationKey);
  }, [conversationKey, unread, markRead]);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const send = async () => {
    if (!text.trim()) return;
    await reply.trigger(text);
  };

  if (error) return <p className="alert alert-error">{errorMessage(error)}</p>;
  if (!thread) return <p className="muted">Loading the conversation…</p>;
  const who = thread.conversation.name ?? thread.conversation.phoneNumber ?? 'Customer';
  return (
    <div className="stack conversation" data-testid="conversation">
      <div>
        <h2 style={{ margin: 0 }}>{who}</h2>
        <p className="muted small" style={{ margin: 0 }}>
          {thread.conversation.phoneNumber}
          {thread.conversation.userId ? '' : ' · no account'}
        </p>
      </div>
      <div className="chat-thread" role="log" aria-label={`Messages with ${who}`}>
        {thread.messages.map((m) => (
          <div key={m.id} className={`chat-bubble ${m.direction === 'incoming' ? 'from-staff' : 'from-customer'}`}>
            <p style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{m.message}</p>
            <span className="small muted">
              {m.direction === 'incoming' ? (m.adminName ?? 'Staff') : m.channel === 'sms' ? 'Text message' : 'Chat'} ·{' '}
              {formatDateTime(m.createdAt)}
            </span>
          </div>
        ))}
        <div ref={endRef} />
      </div>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        {responses.length > 0 ? (
          <label className="field">
            <span className="label">Canned response</span>
            <select
              className="input"
              value=""
              onChange={(e) => {
                const r = responses.find((x) => x.id === e.target.value);
                if (r) setText((t) => (t ? `${t} ${r.body}` : r.body));
              }}
            >
              <option value="">Insert a saved reply…</option>
              {responses.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.title}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className="field">
          <span className="label">Reply</span>
          <textarea
            className="input"
            rows={3}
            maxLength={1000}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Your answer is texted to the customer and shows in their chat."
          />
        </label>
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy || !text.trim()}>
            {busy ? 'Sending…' : 'Send Reply'}
          </button>
        </div>
      </form>
    </div>
  );
}
