import { useCallback, useEffect, useRef, useState } from 'react';
import { useHasSlot } from './slots';

type GateState = { userId: string; needed: boolean };

/**
 * The waiver before paying (the `waivers.booking-gate` slot reports whether this customer must sign):
 * `allows(who)` for the checkout's beforePay; a payment asked for before the answer, or before the
 * signature, waits, and `resume` runs once the gate says the customer may book, keeping the selection.
 * Used by the booking modal, book online, the tournament entry and the waitlist offer.
 */
export function useWaiverGate(userId: string | null, resume: () => void) {
  // Without the waivers feature nothing here gates (the server still refuses an unsigned booking).
  const gated = useHasSlot('waivers.booking-gate');
  const [state, setState] = useState<GateState | null>(null);
  const latest = useRef<GateState | null>(null);
  const waiting = useRef(false);
  const resumeRef = useRef(resume);
  useEffect(() => {
    resumeRef.current = resume;
  });
  const onChange = useCallback((s: GateState) => {
    latest.current = s;
    setState(s);
    if (!waiting.current || s.needed) return;
    waiting.current = false;
    // After this answer has rendered, so the checkout resumes with the signed-in buyer.
    setTimeout(() => resumeRef.current(), 0);
  }, []);
  const allows = (who: { id: string }) => {
    const s = latest.current;
    if (!gated || (s?.userId === who.id && !s.needed)) return true;
    waiting.current = true;
    return false;
  };
  return { onChange, allows, needed: Boolean(userId && state?.userId === userId && state.needed) };
}
