import type { Knex } from 'knex';
import { modules } from '../src/modules';
import type { AppModule, Migration, NamedMigration } from '../src/modules/module';
import * as m0001 from './0001_event_store';
import * as m0002 from './0002_projection_checkpoints';
import * as m0003 from './0003_sessions';
import * as m0400 from './0400_read_model_ownership';
import * as m0401 from './0401_event_store_single_insert';
import * as m0403 from './0403_projection_stalls';
import * as m1010 from './1010_projection_rebuilds';

export type { Migration, NamedMigration };

/** The platform's own tables (event store, checkpoints, sessions, read-model ownership, rebuilds): no area's. */
export const coreMigrations: NamedMigration[] = [
  ['0001_event_store', m0001],
  ['0002_projection_checkpoints', m0002],
  ['0003_sessions', m0003],
  ['0400_read_model_ownership', m0400],
  ['0401_event_store_single_insert', m0401],
  ['0403_projection_stalls', m0403],
  ['1010_projection_rebuilds', m1010],
];

/**
 * The order every database ran its migrations in before each area declared its own (frozen: never edit).
 * It is not the order of the names (0102/0103 ran after 0306, 1140 before 1130, ...), so a fresh database
 * keeps building exactly as before; a migration not listed here runs after these, in the order of its name.
 */
const HISTORICAL_ORDER = [
  '0001_event_store',
  '0002_projection_checkpoints',
  '0003_sessions',
  '0100_users',
  '0101_auth_codes_and_sms',
  '0200_catalog',
  '0201_bookings',
  '0300_card_twin',
  '0301_credits',
  '0302_coupons',
  '0303_gift_cards',
  '0304_offers',
  '0305_payments',
  '0306_payments_ledger',
  '0102_sms_log',
  '0103_support_messages',
  '0400_read_model_ownership',
  '0401_event_store_single_insert',
  '0402_cards_on_file',
  '0403_projection_stalls',
  '0500_memberships',
  '0501_membership_payment_sessions',
  '0600_loyalty',
  '0601_dev_mailbox',
  '0602_receipt_emails',
  '0603_gift_card_admin',
  '0700_tournaments',
  '0701_tournament_participants',
  '0702_leagues',
  '0800_staff',
  '0801_messaging',
  '0900_admin_bookings',
  '0910_users_blocked_from_booking',
  '0911_credit_ledger_running_balance',
  '0912_processor_customers',
  '0920_admin_notifications',
  '0930_analytics',
  '0940_dashboard_indexes',
  '1000_audit_correlations',
  '1010_projection_rebuilds',
  '1020_webhooks',
  '1140_bay_buffer_minutes',
  '1130_calendar_feeds',
  '1110_reminders',
  '1111_door_access',
  '1170_dev_mailbox_attachments',
  '1150_no_show_protection',
  '1100_waitlist',
  '1183_customer_notices',
  '1184_payment_methods',
  '1200_ledger',
  '1185_tournament_team_names',
];

const rank = (name: string) => {
  const i = HISTORICAL_ORDER.indexOf(name);
  return i < 0 ? HISTORICAL_ORDER.length : i;
};

/** Every migration: the core's and each module's, in the order they run. Names are what a database records. */
export function collectMigrations(list: AppModule[] = modules): NamedMigration[] {
  const all = [...coreMigrations, ...list.flatMap((m) => m.migrations ?? [])];
  const seen = new Set<string>();
  for (const [name] of all) {
    if (seen.has(name)) throw new Error(`Migration ${name} is declared twice`);
    seen.add(name);
  }
  return all.sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

export function migrationSource(list: AppModule[] = modules): Knex.MigrationSource<NamedMigration> {
  const migrations = collectMigrations(list);
  return {
    getMigrations: async () => migrations,
    getMigrationName: ([name]) => name,
    getMigration: async ([, migration]) => migration,
  };
}

/** Runs what the database has not run yet of the core's and the given modules' migrations. */
export async function migrateLatest(knex: Knex, list: AppModule[] = modules): Promise<void> {
  await knex.migrate.latest({ migrationSource: migrationSource(list) });
}
