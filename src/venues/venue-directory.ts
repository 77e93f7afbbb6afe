import type { AppContext } from '../app-context';
import type { VenueSummary } from '../contracts/venues/venues';

/** A venue as the public sees it (GET /api/venues). */
export type VenueInfo = VenueSummary;

/** The venues one deployment serves, each with its own app context (database, projections, jobs). */
export class VenueDirectory {
  private readonly byId: Map<string, { info: VenueInfo; ctx: AppContext }>;

  constructor(
    /** The venue a request naming none goes to; it also keeps the shared sign-in (sessions, accounts). */
    readonly defaultId: string,
    entries: Array<{ info: VenueInfo; ctx: AppContext }>,
  ) {
    this.byId = new Map(entries.map((e) => [e.info.id, e]));
    if (!this.byId.has(defaultId)) throw new Error(`default venue ${defaultId} is not in the list`);
  }

  list(): VenueInfo[] {
    return [...this.byId.values()].map((e) => e.info);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  context(id: string): AppContext | undefined {
    return this.byId.get(id)?.ctx;
  }

  contexts(): AppContext[] {
    return [...this.byId.values()].map((e) => e.ctx);
  }

  /** The default venue's context: where accounts are created and sessions kept. */
  identity(): AppContext {
    return this.byId.get(this.defaultId)!.ctx;
  }
}

/** The venue list of a single-venue deployment: its one venue. */
export function singleVenue(ctx: AppContext): VenueInfo[] {
  return [{ id: ctx.config.VENUE_ID, name: ctx.config.VENUE_NAME, timeZone: ctx.config.VENUE_TIMEZONE, address: null }];
}
