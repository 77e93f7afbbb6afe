/**
 * A status as a badge in the colour of what it means: green for what stands (confirmed, active, paid),
 * red for what was called off or went wrong (cancelled, no-show, past due, failed), grey for the rest
 * (pending, ended, expired). A cancelled booking is never shown in the confirmed green.
 */
const GOOD = new Set(['confirmed', 'active', 'completed', 'booked', 'paid', 'sent', 'delivered', 'offered', 'waiting']);
const BAD = new Set(['cancelled', 'no_show', 'past_due', 'failed', 'refund_failed']);

export type StatusTone = 'good' | 'bad' | 'neutral';

export function statusTone(status: string): StatusTone {
  const key = status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (GOOD.has(key)) return 'good';
  if (BAD.has(key)) return 'bad';
  return 'neutral';
}

const TONE_CLASS: Record<StatusTone, string> = {
  good: 'badge',
  bad: 'badge badge-danger',
  neutral: 'badge badge-muted',
};

/** `label` defaults to the status in words ("no_show" reads "No show"). */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  const words = status.replace(/_/g, ' ');
  return (
    <span className={TONE_CLASS[statusTone(status)]} data-tone={statusTone(status)}>
      {label ?? words.charAt(0).toUpperCase() + words.slice(1)}
    </span>
  );
}
