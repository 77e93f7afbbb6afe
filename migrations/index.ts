import type { Knex } from 'knex';
import * as m0001 from './0001_event_store';
import * as m0002 from './0002_projection_checkpoints';
import * as m0003 from './0003_sessions';
import * as m0100 from './0100_users';
import * as m0101 from './0101_auth_codes_and_sms';
import * as m0102 from './0102_sms_log';
import * as m0103 from './0103_support_messages';
import * as m0200 from './0200_catalog';
import * as m0201 from './0201_bookings';
import * as m0300 from './0300_card_twin';
import * as m0301 from './0301_credits';
import * as m0302 from './0302_coupons';
import * as m0303 from './0303_gift_cards';
import * as m0304 from './0304_offers';
import * as m0305 from './0305_payments';
import * as m0306 from './0306_payments_ledger';
import * as m0400 from './0400_read_model_ownership';
import * as m0401 from './0401_event_store_single_insert';
import * as m0402 from './0402_cards_on_file';
import * as m0403 from './0403_projection_stalls';
import * as m0500 from './0500_memberships';
import * as m0501 from './0501_membership_payment_sessions';
import * as m0600 from './0600_loyalty';
import * as m0601 from './0601_dev_mailbox';
import * as m0602 from './0602_receipt_emails';
import * as m0603 from './0603_gift_card_admin';
import * as m0700 from './0700_tournaments';
import * as m0701 from './0701_tournament_participants';
import * as m0702 from './0702_leagues';
import * as m0800 from './0800_staff';
import * as m0801 from './0801_messaging';
import * as m0900 from './0900_admin_bookings';
import * as m0910 from './0910_users_blocked_from_booking';
import * as m0911 from './0911_credit_ledger_running_balance';
import * as m0912 from './0912_processor_customers';
import * as m0920 from './0920_admin_notifications';
import * as m0930 from './0930_analytics';
import * as m0940 from './0940_dashboard_indexes';
import * as m1000 from './1000_audit_correlations';
import * as m1010 from './1010_projection_rebuilds';
import * as m1020 from './1020_webhooks';
import * as m1140 from './1140_bay_buffer_minutes';
import * as m1130 from './1130_calendar_feeds';
import * as m1110 from './1110_reminders';
import * as m1111 from './1111_door_access';
import * as m1170 from './1170_dev_mailbox_attachments';
import * as m1150 from './1150_no_show_protection';
import * as m1183 from './1183_customer_notices';
import * as m1184 from './1184_payment_methods';
import * as m1100 from './1100_waitlist';
import * as m1200 from './1200_ledger';
import * as m1185 from './1185_tournament_team_names';

type Migration = { up: (knex: Knex) => Promise<void>; down: (knex: Knex) => Promise<void> };

/** Every migration, in order. Add new ones at the end with the next number. */
export const migrations: Array<[string, Migration]> = [
  ['0001_event_store', m0001],
  ['0002_projection_checkpoints', m0002],
  ['0003_sessions', m0003],
  ['0100_users', m0100],
  ['0101_auth_codes_and_sms', m0101],
  ['0200_catalog', m0200],
  ['0201_bookings', m0201],
  ['0300_card_twin', m0300],
  ['0301_credits', m0301],
  ['0302_coupons', m0302],
  ['0303_gift_cards', m0303],
  ['0304_offers', m0304],
  ['0305_payments', m0305],
  ['0306_payments_ledger', m0306],
  ['0102_sms_log', m0102],
  ['0103_support_messages', m0103],
  ['0400_read_model_ownership', m0400],
  ['0401_event_store_single_insert', m0401],
  ['0402_cards_on_file', m0402],
  ['0403_projection_stalls', m0403],
  ['0500_memberships', m0500],
  ['0501_membership_payment_sessions', m0501],
  ['0600_loyalty', m0600],
  ['0601_dev_mailbox', m0601],
  ['0602_receipt_emails', m0602],
  ['0603_gift_card_admin', m0603],
  ['0700_tournaments', m0700],
  ['0701_tournament_participants', m0701],
  ['0702_leagues', m0702],
  ['0800_staff', m0800],
  ['0801_messaging', m0801],
  ['0900_admin_bookings', m0900],
  ['0910_users_blocked_from_booking', m0910],
  ['0911_credit_ledger_running_balance', m0911],
  ['0912_processor_customers', m0912],
  ['0920_admin_notifications', m0920],
  ['0930_analytics', m0930],
  ['0940_dashboard_indexes', m0940],
  ['1000_audit_correlations', m1000],
  ['1010_projection_rebuilds', m1010],
  ['1020_webhooks', m1020],
  ['1140_bay_buffer_minutes', m1140],
  ['1130_calendar_feeds', m1130],
  ['1110_reminders', m1110],
  ['1111_door_access', m1111],
  ['1170_dev_mailbox_attachments', m1170],
  ['1150_no_show_protection', m1150],
  ['1100_waitlist', m1100],
  ['1183_customer_notices', m1183],
  ['1184_payment_methods', m1184],
  ['1200_ledger', m1200],
  ['1185_tournament_team_names', m1185],
];

export const migrationSource: Knex.MigrationSource<[string, Migration]> = {
  getMigrations: async () => migrations,
  getMigrationName: ([name]) => name,
  getMigration: async ([, migration]) => migration,
};

export async function migrateLatest(knex: Knex): Promise<void> {
  await knex.migrate.latest({ migrationSource });
}
