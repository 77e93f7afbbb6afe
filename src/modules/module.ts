import type { Router } from 'express';
import type { AppContext } from '../app-context';
import type { Projection } from '../projections/projection';

/** One product area: its read models, reactors, job processors, routes and demo seed. */
export interface AppModule {
  name: string;
  projections?: (ctx: AppContext) => Projection[];
  registerJobs?: (ctx: AppContext) => void;
  /** Mounted under /api. */
  routes?: (ctx: AppContext) => Router;
  /** Runs on start after migrations; must be idempotent. */
  seed?: (ctx: AppContext) => Promise<void>;
}
