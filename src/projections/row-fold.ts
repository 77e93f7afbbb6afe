import type { Knex } from 'knex';
import type { RecordedEvent } from '../eventstore/types';
import type { Projection } from './projection';

/** What one event does to a row: columns it sets and numeric columns it adds to. */
export interface RowPatch {
  set?: Record<string, unknown>;
  add?: Record<string, number>;
}

/**
 * A read model with one row per entity (booking, user, checkout): one event creates the row, later
 * events patch it. `writeFoldedBatch` folds a batch in memory so that the rows created in the
 * batch, with every later change, are written by one multi-row upsert, and the rows created
 * earlier get one UPDATE each with their changes of the batch combined.
 */
export interface RowModel<E extends RecordedEvent = RecordedEvent> {
  table: string;
  key: string;
  keyOf(event: E): string;
  /** The full row for a creating event (every column, so all rows of one insert have the same). */
  create(event: E): Record<string, unknown> | null;
  /** The change an event makes to an existing row; null when it changes nothing. */
  patch(event: E): RowPatch | null;
}

/**
 * A projection that owns one table of a RowModel. `onCommit` runs after each batch has committed
 * and after a rebuild was swapped in (to drop what a process cached from the table).
 */
export function rowProjection<E extends RecordedEvent>(spec: {
  name: string;
  eventTypes: string[];
  model: RowModel<E>;
  onCommit?: () => void;
}): Projection {
  const { onCommit } = spec;
  return {
    name: spec.name,
    eventTypes: spec.eventTypes,
    tables: [spec.model.table],
    onRebuilt: onCommit,
    async applyBatch(trx, events) {
      if (onCommit) void trx.executionPromise?.then(onCommit, () => undefined);
      await writeFoldedBatch(trx, spec.model, events as E[]);
    },
  };
}

export async function writeFoldedBatch<E extends RecordedEvent>(
  trx: Knex.Transaction,
  model: RowModel<E>,
  events: E[],
): Promise<void> {
  const created = new Map<string, Record<string, unknown>>();
  const changed = new Map<string, { set: Record<string, unknown>; add: Record<string, number> }>();
  for (const event of events) {
    const key = model.keyOf(event);
    const row = model.create(event);
    if (row) {
      // A row created twice keeps its first creation, as INSERT ... DO NOTHING did.
      if (!created.has(key)) created.set(key, row);
      continue;
    }
    const patch = model.patch(event);
    if (!patch) continue;
    const target = created.get(key);
    if (target) {
      Object.assign(target, patch.set);
      for (const [column, amount] of Object.entries(patch.add ?? {}))
        target[column] = Number(target[column] ?? 0) + amount;
      continue;
    }
    // In event order: a set replaces what was added before it, an add adds to what was set before it,
    // so no column is both set and added (one UPDATE cannot assign a column twice).
    const pending = changed.get(key) ?? { set: {}, add: {} };
    for (const [column, value] of Object.entries(patch.set ?? {})) {
      delete pending.add[column];
      pending.set[column] = value;
    }
    for (const [column, amount] of Object.entries(patch.add ?? {})) {
      if (column in pending.set) pending.set[column] = Number(pending.set[column] ?? 0) + amount;
      else pending.add[column] = (pending.add[column] ?? 0) + amount;
    }
    changed.set(key, pending);
  }
  if (created.size) {
    const rows = [...created.values()];
    const columns = Object.keys(rows[0]);
    const updates = columns.filter((c) => c !== model.key).map((c) => `${ident(c)} = excluded.${ident(c)}`);
    // One statement, one parameter: the rows as JSON, typed by the table's own row type.
    // A creation seen again (a replay over an existing row) leaves the row as the fold says.
    await trx.raw(
      `INSERT INTO ${ident(model.table)} (${columns.map(ident).join(', ')})
       SELECT ${columns.map(ident).join(', ')} FROM jsonb_populate_recordset(null::${ident(model.table)}, ?::jsonb)
       ON CONFLICT (${ident(model.key)}) DO UPDATE SET ${updates.join(', ')}`,
      [JSON.stringify(rows)],
    );
  }
  // Rows created before this batch: one UPDATE per shape of change (the columns it sets and adds).
  const shapes = new Map<string, Array<Record<string, unknown>>>();
  for (const [key, { set, add }] of changed) {
    const shape = `${Object.keys(set).sort().join(',')}|${Object.keys(add).sort().join(',')}`;
    const list = shapes.get(shape) ?? [];
    list.push({ ...set, ...add, [model.key]: key });
    shapes.set(shape, list);
  }
  for (const [shape, rows] of shapes) {
    const [setPart, addPart] = shape.split('|');
    const assignments = [
      ...(setPart ? setPart.split(',') : []).map((c) => `${ident(c)} = v.${ident(c)}`),
      ...(addPart ? addPart.split(',') : []).map((c) => `${ident(c)} = t.${ident(c)} + v.${ident(c)}`),
    ];
    await trx.raw(
      `UPDATE ${ident(model.table)} t SET ${assignments.join(', ')}
         FROM jsonb_populate_recordset(null::${ident(model.table)}, ?::jsonb) v
        WHERE t.${ident(model.key)} = v.${ident(model.key)}`,
      [JSON.stringify(rows)],
    );
  }
}

/** A quoted SQL identifier (column and table names here come from code, never from input). */
function ident(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
