import { useEffect, useRef } from 'react';
import { dismissToast, useCurrentToast } from './toast-store';

const SWIPE_DISMISS_PX = 50;

/** The notifications region: F8 focuses it; a toast is swiped right (50 px) or closed to dismiss. */
export function Toaster() {
  const toast = useCurrentToast();
  const regionRef = useRef<HTMLElement>(null);
  const startX = useRef<number | null>(null);
  const itemRef = useRef<HTMLLIElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'F8') {
        e.preventDefault();
        (regionRef.current?.querySelector<HTMLElement>('.toast') ?? regionRef.current)?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onPointerDown = (e: React.PointerEvent) => {
    startX.current = e.clientX;
  };
  const onPointerMove = (e: React.PointerEvent) => {
    if (startX.current === null || !itemRef.current) return;
    const dx = Math.max(0, e.clientX - startX.current);
    itemRef.current.style.transform = `translateX(${dx}px)`;
  };
  const onPointerEnd = (e: React.PointerEvent) => {
    if (startX.current === null) return;
    const dx = e.clientX - startX.current;
    startX.current = null;
    if (itemRef.current) itemRef.current.style.transform = '';
    if (dx >= SWIPE_DISMISS_PX && toast) dismissToast(toast.id);
  };

  return (
    <section ref={regionRef} className="toast-region" aria-label="Notifications (F8)" tabIndex={-1}>
      <ol
        style={{ listStyle: 'none', margin: 0, padding: 0, width: '100%', display: 'flex', justifyContent: 'flex-end' }}
      >
        {toast ? (
          <li
            ref={itemRef}
            key={toast.id}
            className={`toast${toast.variant === 'destructive' ? ' toast-destructive' : ''}`}
            role={toast.variant === 'destructive' ? 'alert' : 'status'}
            aria-live={toast.variant === 'destructive' ? 'assertive' : 'polite'}
            aria-atomic="true"
            tabIndex={0}
            data-testid="toast"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
            onKeyDown={(e) => {
              if (e.key === 'Escape') dismissToast(toast.id);
            }}
          >
            <div className="toast-content">
              <p className="toast-title">{toast.title}</p>
              {toast.description ? <p className="toast-description">{toast.description}</p> : null}
            </div>
            <button
              type="button"
              className="toast-close"
              aria-label="Dismiss notification"
              onClick={() => dismissToast(toast.id)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ) : null}
      </ol>
    </section>
  );
}
