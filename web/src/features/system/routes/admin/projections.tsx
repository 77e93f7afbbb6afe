import { useCallback, useState } from 'react';
import type { ProjectionStatus } from '@contracts/system/projections';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { useProjections, useStartRebuild } from '@/features/system/api/projections';
import { RebuildProgressCard } from '@/features/system/components/rebuild-progress';

const number = new Intl.NumberFormat('en-US');

function lag(p: ProjectionStatus): string {
  if (p.lagEvents === null) return 'unknown';
  if (p.lagEvents === 0) return 'caught up';
  const ms = p.lagMs ?? 0;
  const age = ms < 1000 ? `${ms} ms` : ms < 120_000 ? `${Math.round(ms / 1000)} s` : `${Math.round(ms / 60_000)} min`;
  return `${number.format(p.lagEvents)} events, ${age}`;
}

function state(p: ProjectionStatus): string {
  if (p.state === 'stopped') return `Stopped at ${p.stoppedAt?.type ?? 'an event'}`;
  return p.state === 'rebuilding' ? 'Rebuilding' : 'Running';
}

/** /admin/projections: every read model's checkpoint, lag, rate and state; rebuild with live progress. */
export function ProjectionsPage() {
  const { projections, error, refresh } = useProjections();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [watching, setWatching] = useState<string[]>([]);
  const startRebuild = useStartRebuild();
  const watch = useCallback(
    (names: string[]) => setWatching((w) => [...w, ...names.filter((n) => !w.includes(n))]),
    [],
  );
  const finished = useCallback(() => void refresh(), [refresh]);
  // A rebuild another admin (or process) started shows its progress too (adjusted while rendering).
  const rebuilding = (projections ?? []).filter((p) => p.state === 'rebuilding' && !watching.includes(p.name));
  if (rebuilding.length) watch(rebuilding.map((p) => p.name));
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Projections</h1>
      <p className="muted">
        Each read model follows the event log. A rebuild replays the log into fresh tables and swaps them in when whole;
        reads use the current tables meanwhile.
      </p>
      {watching.map((name) => (
        <RebuildProgressCard key={name} name={name} onFinished={finished} />
      ))}
      {error ? (
        <p className="alert alert-error" role="alert">
          Could not load the projections.
        </p>
      ) : null}
      <div className="table-scroll">
        <table className="table">
          <caption className="visually-hidden">Projections</caption>
          <thead>
            <tr>
              {['Projection', 'Checkpoint', 'Lag', 'Rate', 'State', ''].map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(projections ?? []).map((p) => (
              <tr key={p.name}>
                <td data-label="Projection">{p.name}</td>
                <td data-label="Checkpoint">
                  <code>{p.checkpoint}</code>
                </td>
                <td data-label="Lag">{lag(p)}</td>
                <td data-label="Rate">
                  {p.ratePerSecond === null ? 'elsewhere' : `${number.format(Math.round(p.ratePerSecond * 10) / 10)}/s`}
                </td>
                <td data-label="State" title={p.stoppedAt?.error}>
                  {state(p)}
                </td>
                <td data-label="Actions">
                  {p.reactor ? (
                    <span className="muted">Reactor</span>
                  ) : (
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={`Rebuild ${p.name}`}
                      disabled={p.state === 'rebuilding'}
                      onClick={() => setConfirming(p.name)}
                    >
                      Rebuild
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={`Rebuild ${confirming}?`}
          confirmLabel="Rebuild"
          onClose={() => setConfirming(null)}
          onConfirm={async () => {
            await startRebuild(confirming);
            watch([confirming]);
            await refresh();
          }}
        >
          <p>
            Replays every event into fresh tables for {confirming} and swaps them in when done. The current tables keep
            answering until then.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
