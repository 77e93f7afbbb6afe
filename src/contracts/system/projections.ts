/** The projections console: what GET /api/admin/projections and the rebuild routes answer. */
export type ProjectionState = 'running' | 'stopped' | 'rebuilding';

export interface ProjectionStatus {
  name: string;
  /** A reactor enqueues jobs: replaying it would repeat them, so it cannot be rebuilt. */
  reactor: boolean;
  checkpoint: string;
  /** Events of its types not yet applied, and the age of the oldest of them (null when none or unknown). */
  lagEvents: number | null;
  lagMs: number | null;
  /** Events applied per second over the last minute; null when it runs in another process. */
  ratePerSecond: number | null;
  state: ProjectionState;
  /** The event it stopped at, when state is 'stopped'. */
  stoppedAt: { eventId: string; type: string; error: string } | null;
}

export type RebuildState = 'running' | 'swapped' | 'failed';

export interface RebuildProgress {
  rebuildId: string;
  name: string;
  done: number;
  total: number | null;
  ratePerSecond: number;
  secondsLeft: number | null;
  state: RebuildState;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
}
