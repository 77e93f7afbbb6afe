import { useState } from 'react';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { resumeProjection, useSystemAlerts } from '../api/system-alerts';

/**
 * Above every admin page: a read model that stopped at an event it cannot apply, with the event, the
 * error and since when, and a button to try it again once the cause is fixed.
 */
export function SystemAlerts() {
  const { alerts, refresh } = useSystemAlerts();
  const [busy, setBusy] = useState<string | null>(null);
  if (!alerts.length) return null;

  const retry = async (projection: string) => {
    setBusy(projection);
    try {
      const result = await resumeProjection(projection);
      toast({ title: result.resumed ? 'Retrying' : 'Nothing to retry', description: result.message });
      await refresh();
    } catch (error) {
      toast({ title: 'Could not retry', description: errorMessage(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-label="System alerts" className="system-alerts">
      {alerts.map((a) => (
        <div key={a.projection} className="alert alert-error" role="alert">
          <p>
            <strong>The {a.projection} read model has stopped</strong> at event <code>{a.eventId}</code> ({a.eventType},
            stream <code>{a.streamId}</code>) since {formatDateTime(a.since)}: {a.error}
          </p>
          <p>Its pages show data from before that event; everything else keeps working. Fix the cause, then retry.</p>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy === a.projection}
            onClick={() => void retry(a.projection)}
          >
            {busy === a.projection ? 'Retrying...' : `Retry ${a.projection}`}
          </button>
        </div>
      ))}
    </section>
  );
}
