import { ConversationPanel } from './conversation-panel';

/**
 * A floating chat on one customer (the tee sheet opens it from a phone number): their conversation
 * with the reply box, over whatever page the admin is on.
 */
export function AdminChatPanel({ userId, onClose }: { userId: string; onClose: () => void }) {
  return (
    <aside className="floating-chat card" aria-label="Customer chat" data-testid="admin-chat-panel">
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        <button type="button" className="btn btn-link btn-sm" onClick={onClose}>
          Close
        </button>
      </div>
      <ConversationPanel conversationKey={userId} />
    </aside>
  );
}
