import { useState } from 'react';
import { formatDateTime } from '@/lib/dates';
import { useResumeProjection } from '../api/resume-projection';
import { useSystemAlerts } from '../api/system-alerts';

/**
 * Above every admin page: a read model that stopped at an event it cannot apply, with the event, the
 * error and since when, and a button to try it again once the cause is fixed.
 */
export function SystemAlerts() {
  const { alerts } = useSystemAlerts();
  const resume = useResumeProjection();
  const [retrying, setRetrying] = useState<string | null>(null);
  const busy = resume.busy ? retrying : null;
  if (!alerts.length) return null;

  const retry = (projection: string) => {
    setRetrying(projection);
    return resume.trigger(projection);
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
