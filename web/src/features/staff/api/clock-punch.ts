import { ApiError } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { clockIn, clockOut } from './staff';

const serverMessage = (e: unknown, fallback: string) => (e instanceof ApiError && e.message ? e.message : fallback);

export interface ClockPunch {
  /** Clocked in now: this punch clocks out. */
  out: boolean;
  notes: string;
}

/** Clocks in or out: POST /api/timeclock/clock-in or /clock-out with the notes. */
export async function punchClock({ out, notes }: ClockPunch): Promise<{ message: string; hoursWorked?: string }> {
  return out ? clockOut(notes) : clockIn(notes);
}

/**
 * The timeclock's one button: toasts "Clocked In Successfully" or "Clocked Out Successfully" with the hours, then
 * `onSuccess`; a refusal toasts "Clock In Failed"/"Clock Out Failed" with the server's reason, then `onFailure`.
 */
export function useClockPunch(onSuccess: () => Promise<unknown>, onFailure: () => Promise<unknown>) {
  return useAction('/api/timeclock#punch', punchClock, {
    success: (res, { out }) =>
      out
        ? { title: 'Clocked Out Successfully', description: `You worked ${res.hoursWorked} hours` }
        : { title: 'Clocked In Successfully', description: 'Have a great shift!' },
    onSuccess: async () => {
      await onSuccess();
    },
    failure: (e, { out }) => ({
      title: out ? 'Clock Out Failed' : 'Clock In Failed',
      description: serverMessage(
        e,
        out ? 'Unable to clock out. Please try again.' : 'Unable to clock in. Please try again.',
      ),
      variant: 'destructive',
    }),
    onError: async () => {
      await onFailure();
    },
  });
}
