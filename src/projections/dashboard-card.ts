import type { AppContext } from '../app-context';
import type { DashboardCardView } from '../contracts/dashboard/admin-dashboard';

/** What an area's dashboard card may read: the read models, the payment services, the configuration. */
export type DashboardCardContext = Pick<AppContext, 'knex' | 'payments' | 'config'>;

/**
 * One headline number an area puts on the admin dashboard (GET /api/admin/dashboard's `cards`, shown
 * after the day's own tiles): what it counts for the venue day shown, and the admin page behind it.
 */
export interface DashboardCard {
  /** Its place among the cards, lower first; a card without one comes after, in the modules' order. */
  rank?: number;
  read: (ctx: DashboardCardContext, at: { date: string; now: Date }) => Promise<DashboardCardView>;
}

/** Every module's dashboard cards, in rank order (unranked ones after, in the modules' order). */
export function dashboardCardsOf(modules: ReadonlyArray<{ dashboardCards?: DashboardCard[] }>): DashboardCard[] {
  const all = modules.flatMap((m) => m.dashboardCards ?? []);
  const rank = (c: DashboardCard) => c.rank ?? Number.POSITIVE_INFINITY;
  return all
    .map((c, i) => ({ c, i }))
    .sort((x, y) => rank(x.c) - rank(y.c) || x.i - y.i)
    .map(({ c }) => c);
}
