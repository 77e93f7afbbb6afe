import { useAction } from '@/lib/use-action';
import { SYSTEM_ALERTS_KEY, resumeProjection } from './system-alerts';

/** Retries a stalled read model: toasts "Retrying" or "Nothing to retry" with the server's message, re-reads the alerts. */
export function useResumeProjection() {
  return useAction('/api/admin/projections#resume', resumeProjection, {
    success: (result) => ({ title: result.resumed ? 'Retrying' : 'Nothing to retry', description: result.message }),
    failure: 'Could not retry',
    revalidate: [SYSTEM_ALERTS_KEY],
  });
}
