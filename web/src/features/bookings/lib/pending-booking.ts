/** A guest's selection kept for the session while they sign in (spec: resumed after sign-in). */
export interface PendingBooking {
  date: string;
  time: string;
  duration: number;
  bayId: string;
  addCreditOffer: boolean;
  /** The membership plan chosen with the booking, if any. */
  planId?: string | null;
}

const KEY = 'golf.pendingBooking';

export function savePending(p: PendingBooking): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    // storage unavailable (private mode): the dialog still resumes in memory
  }
}

export function readPending(): PendingBooking | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PendingBooking) : null;
  } catch {
    return null;
  }
}

export function clearPending(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
