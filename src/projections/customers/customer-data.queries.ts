import type { z } from 'zod';
import type { customerDataExport as exportContract } from '../../contracts/customers/admin-customers.schemas';
import type { Knex } from 'knex';

/**
 * Everything the venue's read models hold about one customer, for an export on request: the users
 * row, then every table with a `user_id` (or `purchaser_user_id`) column, each a section of its own,
 * and the customer's own actions from the event log. Secrets (session rows, sealed keys, tokens,
 * hashes) are left out.
 */
export type CustomerDataExport = z.infer<typeof exportContract>;

const SKIPPED_TABLES: ReadonlySet<string> = new Set(['users', 'customer_keys', 'user_sessions', 'knex_migrations']);
const SECRET_COLUMN = /(token|secret|sealed|hash|password|code_digest)/i;
const OWNER_COLUMNS = ['user_id', 'purchaser_user_id'];
const MAX_ROWS = 5000;

export async function customerDataExport(knex: Knex, userId: string, now: Date): Promise<CustomerDataExport> {
  const profile = (await knex('users').where({ id: userId }).first()) ?? null;
  const { rows: owned } = await knex.raw<{ rows: { table_name: string; column_name: string }[] }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE' AND c.column_name = ANY(?)
      ORDER BY c.table_name, c.column_name`,
    [OWNER_COLUMNS],
  );
  const sections: CustomerDataExport['sections'] = {};
  for (const { table_name: table, column_name: column } of owned) {
    if (SKIPPED_TABLES.has(table)) continue;
    const rows = await knex(table).whereRaw('??::text = ?', [column, userId]).limit(MAX_ROWS);
    if (rows.length === 0) continue;
    const name = column === 'user_id' ? table : `${table} (${column})`;
    sections[name] = rows.map(withoutSecrets);
  }
  sections.activity = await ownActions(knex, userId);
  return { userId, exportedAt: now.toISOString(), profile: profile && withoutSecrets(profile), sections };
}

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => !SECRET_COLUMN.test(column)));
}

/** What the customer did (the audit trail of their own actions): event type, stream and time. */
async function ownActions(knex: Knex, userId: string): Promise<Array<Record<string, unknown>>> {
  const exists = await knex.schema.hasTable('es_events');
  if (!exists) return [];
  return knex('es_events')
    .whereRaw("metadata->'actor'->>'userId' = ?", [userId])
    .orderBy('global_position')
    .limit(MAX_ROWS)
    .select({ event: 'event_type', stream: 'stream_id', at: 'created_at' });
}

/** The export as one CSV: a `section` column, then `field` and `value` (one line per field of each row). */
export function customerDataCsv(data: CustomerDataExport): string {
  const lines = [['section', 'row', 'field', 'value']];
  const add = (section: string, index: number, row: Record<string, unknown>) => {
    for (const [field, value] of Object.entries(row)) lines.push([section, String(index + 1), field, text(value)]);
  };
  if (data.profile) add('profile', 0, data.profile);
  for (const [section, rows] of Object.entries(data.sections)) rows.forEach((row, i) => add(section, i, row));
  return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function csvCell(value: string): string {
  // A leading = + - @ would run as a formula in a spreadsheet (a negative amount is left alone).
  const safe = /^([=+@\t\r]|-(?![\d.]))/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** What stops an erasure: bookings still ahead, and a membership that is not ended. */
export async function erasureBlockers(
  knex: Knex,
  userId: string,
  now: Date,
): Promise<{ upcomingBookings: number; activeMembership: boolean }> {
  const [{ n }] = await knex('bookings')
    .where({ user_id: userId })
    .whereIn('status', ['pending', 'confirmed'])
    .where('ends_at', '>', now)
    .count({ n: '*' });
  const membership = await knex('user_memberships').where({ user_id: userId }).whereNot({ status: 'ended' }).first();
  return { upcomingBookings: Number(n), activeMembership: Boolean(membership) };
}
