import { useEffect, useRef } from 'react';

/** Gift Card Purchase Successful!: the code (scrolled into view, it is the point of the page now). */
export function GiftCardDone({ code, message, onAnother }: { code: string; message: string; onAnother: () => void }) {
  const doneRef = useRef<HTMLElement>(null);
  useEffect(() => {
    doneRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, []);
  return (
    <section ref={doneRef} className="card stack center" aria-labelledby="gift-done-title">
      <h2 id="gift-done-title">Gift Card Purchase Successful!</h2>
      <p className="muted">Gift card code</p>
      <p className="gift-code" data-testid="gift-card-code">
        {code}
      </p>
      <p>{message}</p>
      <button type="button" className="btn btn-primary" onClick={onAnother}>
        Buy Another Gift Card
      </button>
    </section>
  );
}
