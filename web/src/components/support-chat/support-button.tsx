import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '@/components/ui/dialog';
import { ChatIcon } from '@/components/ui/icons';
import { useSupportPhone } from '@/lib/support-phone';
import { usePhoneUser } from '@/lib/session/phone-user';

/** The chat is loaded when the support dialog first opens. */
const SupportChat = lazy(() => import('./support-chat').then((m) => ({ default: m.SupportChat })));

const OPEN_EVENT = 'support:open';

/** Opens the support dialog from anywhere on the page (e.g. 'Chat with Support' buttons). */
export function openSupportChat(): void {
  window.dispatchEvent(new Event(OPEN_EVENT));
}

/** Floating support button. Logged out: the support number and 'Login to Chat'; signed in: the chat. */
export function SupportButton() {
  const [open, setOpen] = useState(false);
  const { user } = usePhoneUser();
  const supportPhone = useSupportPhone();
  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(OPEN_EVENT, show);
    return () => window.removeEventListener(OPEN_EVENT, show);
  }, []);
  return (
    <>
      <button
        type="button"
        className="support-fab"
        aria-label="Contact support"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <ChatIcon />
      </button>
      {open ? (
        <Dialog
          title="Need a hand?"
          description="Our team is here during opening hours."
          onClose={() => setOpen(false)}
          testId="support-dialog"
        >
          <div className="stack">
            {user ? (
              <Suspense fallback={<p className="muted small">Loading chat…</p>}>
                <SupportChat userId={user.id} />
              </Suspense>
            ) : null}
            <p className={user ? 'small muted' : undefined}>
              {user ? 'Prefer to talk? Call or text ' : 'Call or text us at '}
              <a href={supportPhone.href} className="support-phone">
                {supportPhone.display}
              </a>
            </p>
            {user ? null : (
              <Link to="/phone-login" className="btn btn-primary btn-block" onClick={() => setOpen(false)}>
                Login to Chat
              </Link>
            )}
          </div>
        </Dialog>
      ) : null}
    </>
  );
}
