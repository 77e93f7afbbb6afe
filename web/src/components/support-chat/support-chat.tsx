import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { SUPPORT_PHONE } from '@/config/venue';
import { useSendSupportMessage, useSupportMessages } from './support-chat-api';
import { formatVenueTime } from '@/lib/venue-time';

const timeOf = (iso: string) => formatVenueTime(iso);

/** The signed-in customer's chat with the venue; staff replies arrive by the 3 s poll. */
export function SupportChat({ userId }: { userId: string }) {
  const { messages, refresh } = useSupportMessages(userId, true);
  const [text, setText] = useState('');
  const { trigger, isMutating: busy } = useSendSupportMessage();
  const logRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  const send = async () => {
    const message = text.trim();
    if (!message) return;
    try {
      await trigger({ toNumber: SUPPORT_PHONE, message });
      setText('');
      await refresh();
    } catch (e) {
      toast({ title: 'Failed to Send Message', description: errorMessage(e), variant: 'destructive' });
    }
  };

  return (
    <div className="chat">
      <ol ref={logRef} className="chat-log" role="log" aria-label="Conversation with support" aria-live="polite">
        {messages.length === 0 ? (
          <li className="muted small chat-empty">
            Ask us anything about your booking — we usually reply within minutes.
          </li>
        ) : null}
        {messages.map((m) => (
          <li key={m.id} className={`chat-bubble ${m.direction === 'incoming' ? 'from-staff' : 'from-me'}`}>
            <span className="chat-meta">
              {m.direction === 'incoming' ? (m.adminName ?? 'Support') : 'You'} · {timeOf(m.createdAt)}
            </span>
            {m.message}
          </li>
        ))}
      </ol>
      <form
        className="chat-form"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <label htmlFor="chat-message" className="visually-hidden">
          Message
        </label>
        <textarea
          id="chat-message"
          className="input"
          rows={2}
          maxLength={1000}
          placeholder="Type a message"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void send();
            }
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={busy || !text.trim()}>
          Send
        </button>
      </form>
    </div>
  );
}
