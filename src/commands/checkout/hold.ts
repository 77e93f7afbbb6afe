/** How long a pending (checkout in progress) booking holds its slot. */
export const PENDING_HOLD_MS = 10 * 60 * 1000;
