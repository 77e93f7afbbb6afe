import type { AppContext } from '../app-context';

/** What an area's account section may read: the read models and the configuration. */
export type AccountSectionContext = Pick<AppContext, 'knex' | 'config'>;

/**
 * An area's part of the account page (GET /api/account/summary): the fields it adds to the summary,
 * read from its own read models.
 */
export interface AccountSection {
  read: (ctx: AccountSectionContext, userId: string, now: Date) => Promise<Record<string, unknown>>;
}
