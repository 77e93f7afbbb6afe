import { useEffect } from 'react';
import { useRebuildProgress } from '../api/projections';

const number = new Intl.NumberFormat('en-US');

/** "about 12 s left", "about 3 min left" */
function timeLeft(seconds: number | null): string {
  if (seconds === null) return '';
  if (seconds < 90) return `, about ${Math.ceil(seconds)} s left`;
  return `, about ${Math.ceil(seconds / 60)} min left`;
}

/** A rebuild's live progress: events done of total, rate, time left; 'Swapped' when done. */
export function RebuildProgressCard({ name, onFinished }: { name: string; onFinished: () => void }) {
  const { progress, error } = useRebuildProgress(name);
  const finished = progress && progress.state !== 'running';
  useEffect(() => {
    if (finished) onFinished();
  }, [finished, onFinished]);
  const percent = progress?.total
    ? Math.min(100, Math.floor((100 * progress.done) / progress.total))
    : finished
      ? 100
      : 0;
  return (
    <div className="card stack" data-testid={`rebuild-${name}`}>
      <h2>Rebuilding {name}</h2>
      <div
        className="progress"
        role="progressbar"
        aria-label={`Rebuild of ${name}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      {progress ? (
        <p className="muted">
          {number.format(progress.done)}
          {progress.total === null ? '' : ` of ${number.format(progress.total)}`} events,{' '}
          {number.format(Math.round(progress.ratePerSecond))} events/s
          {progress.state === 'running' ? timeLeft(progress.secondsLeft) : ''}
        </p>
      ) : null}
      {progress?.state === 'swapped' ? (
        <p className="alert alert-success" role="status">
          Swapped: {name} now reads from the rebuilt tables.
        </p>
      ) : null}
      {progress?.state === 'failed' ? (
        <p className="alert alert-error" role="alert">
          Failed: {progress.error}
        </p>
      ) : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          Could not read the progress: {String((error as Error).message ?? error)}
        </p>
      ) : null}
    </div>
  );
}
