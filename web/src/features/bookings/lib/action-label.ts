import { formatCents, toCents } from '@/lib/money';

export interface ActionState {
  ready: boolean;
  total: string | null;
  creditsUsed: number;
  planName?: string | null;
}

export interface ActionButton {
  label: string;
  disabled: boolean;
}

/** The booking modal's bottom button, worded exactly as the spec's section 4. */
export function actionButton({ ready, total, creditsUsed, planName }: ActionState): ActionButton {
  if (planName && !ready) return { label: `Sign Up for ${planName}`, disabled: false };
  if (!ready || total === null) return { label: 'Select Time, Duration & Bay', disabled: true };
  if (planName) return { label: `Complete Booking + ${planName}`, disabled: false };
  const cents = toCents(total);
  if (cents === 0)
    return { label: `Book with Credits (${creditsUsed} credit${creditsUsed === 1 ? '' : 's'})`, disabled: false };
  return { label: `Reserve Bay - ${formatCents(cents)}`, disabled: false };
}
