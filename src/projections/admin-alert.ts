import type { AppContext } from '../app-context';
import type { OperationalAlert } from '../contracts/dashboard/admin-dashboard';
import type { ProjectionLag } from './projection-manager';

/** What an area's alert may read: the read models, the payment services, the configuration. */
export type AlertContext = Pick<AppContext, 'knex' | 'payments' | 'config'>;

/**
 * One thing an admin should look at, as an area reports it (GET /api/admin/alerts and the dashboard):
 * how many, what it is, and the admin page that fixes it.
 */
export interface AdminAlert {
  /** Its place in the summary, lower first; an alert without one comes after, in the modules' order. */
  rank?: number;
  read: (ctx: AlertContext, at: { now: Date; lag: ProjectionLag[] }) => Promise<OperationalAlert>;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The `n` of a `count({ n: '*' })` query. */
export const countOf = async (q: PromiseLike<Array<{ n: string | number }>>) => Number((await q)[0]?.n ?? 0);
