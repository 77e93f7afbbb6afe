import type { Knex } from 'knex';

/**
 * Where a projection stopped: the event it cannot apply and why, kept beside its checkpoint in
 * projection_checkpoints so every process, the admin pages and a restart see it.
 */

/** The event a projection is failing on (or has stopped at), and why. */
export interface FailingEvent {
  eventId: string;
  type: string;
  streamId: string;
  position: string;
  error: string;
  attempts: number;
  /** When the projection stopped at the event; null while it is still retrying. */
  stalledAt: string | null;
}

export interface StoredCheckpoint {
  name: string;
  checkpoint: string;
  stalled_event_id: string | null;
  stalled_event_type: string | null;
  stalled_stream_id: string | null;
  stalled_position: string | null;
  stalled_error: string | null;
  stalled_attempts: number | null;
  stalled_at: Date | null;
}

export function storedStall(row: StoredCheckpoint | undefined): FailingEvent | null {
  if (!row?.stalled_event_id) return null;
  return {
    eventId: row.stalled_event_id,
    type: row.stalled_event_type ?? '',
    streamId: row.stalled_stream_id ?? '',
    position: row.stalled_position ?? '',
    error: row.stalled_error ?? '',
    attempts: row.stalled_attempts ?? 0,
    stalledAt: row.stalled_at ? row.stalled_at.toISOString() : null,
  };
}

/**
 * What went wrong, for people: a database error without the SQL knex puts in front of it (that stays
 * in the log), with its SQLSTATE code.
 */
export function conciseError(reason: unknown): string {
  const error = reason as { message?: string; code?: unknown } | null;
  const message = error?.message ?? String(reason);
  if (typeof error?.code !== 'string' || !/^[0-9A-Z]{5}$/.test(error.code)) return message;
  const cut = message.lastIndexOf(' - ');
  return `${cut >= 0 ? message.slice(cut + 3) : message} (SQLSTATE ${error.code})`;
}

/** The stop a projection's record keeps, to try again: a restart (perhaps with a fix) gets fresh attempts. */
export async function readStall(knex: Knex, name: string): Promise<FailingEvent | null> {
  const stall = storedStall(await knex<StoredCheckpoint>('projection_checkpoints').where({ name }).first());
  return stall && { ...stall, attempts: 0, stalledAt: null };
}

/** Records where the projection stopped; true the first time this event stopped it (alert once). */
export async function recordStall(knex: Knex, name: string, f: FailingEvent): Promise<boolean> {
  const fields = {
    stalled_event_type: f.type,
    stalled_stream_id: f.streamId,
    stalled_position: f.position,
    stalled_error: f.error.slice(0, 2000),
    stalled_attempts: f.attempts,
  };
  const first = await knex('projection_checkpoints')
    .where({ name })
    .where((q) => q.whereNull('stalled_event_id').orWhereNot('stalled_event_id', f.eventId))
    .update({ ...fields, stalled_event_id: f.eventId, stalled_at: f.stalledAt });
  if (first) return true;
  await knex('projection_checkpoints')
    .where({ name })
    .update({ ...fields, stalled_at: f.stalledAt });
  return false;
}

export async function clearStall(knex: Knex, name: string, eventId: string): Promise<void> {
  await knex('projection_checkpoints').where({ name, stalled_event_id: eventId }).update({
    stalled_event_id: null,
    stalled_event_type: null,
    stalled_stream_id: null,
    stalled_position: null,
    stalled_error: null,
    stalled_attempts: null,
    stalled_at: null,
  });
}
