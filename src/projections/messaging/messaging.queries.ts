import type { BulkSmsProgress, CannedResponseView } from '../../contracts/messaging/messaging';
import type { Knex } from 'knex';

export type CannedResponse = CannedResponseView;

export async function cannedResponses(knex: Knex): Promise<CannedResponse[]> {
  const rows = await knex('canned_responses').orderBy('title');
  return rows.map((r) => ({ id: r.id, title: r.title, body: r.body }));
}

export async function cannedResponseExists(knex: Knex, id: string): Promise<boolean> {
  return Boolean(await knex('canned_responses').where({ id }).first('id'));
}

/** Bulk sends with their recipients counted by outcome (texted, skipped, delivered, failed); newest first. */
export async function bulkSmsProgress(knex: Knex, ids?: string[]): Promise<BulkSmsProgress[]> {
  const sends: Array<{ id: string; audience_label: string; message: string; created_at: Date }> = await knex('bulk_sms')
    .modify((q) => (ids ? q.whereIn('id', ids) : q.limit(20)))
    .orderBy('created_at', 'desc');
  if (sends.length === 0) return [];
  const counts = await knex('bulk_sms_recipients as r')
    .leftJoin('sms_deliveries as d', 'd.sms_id', 'r.sms_id')
    .whereIn(
      'r.bulk_id',
      sends.map((b) => b.id),
    )
    .groupBy('r.bulk_id')
    .select(
      'r.bulk_id',
      knex.raw('count(*)::int as total'),
      knex.raw("count(*) filter (where r.status = 'pending')::int as pending"),
      knex.raw("count(*) filter (where r.status = 'skipped')::int as skipped"),
      knex.raw("count(*) filter (where r.status = 'queued')::int as queued"),
      knex.raw("count(*) filter (where d.status = 'sent')::int as sent"),
      knex.raw("count(*) filter (where d.status = 'failed')::int as failed"),
    );
  const byId = new Map(counts.map((c) => [c.bulk_id as string, c]));
  return sends.map((bulk) => {
    const c = byId.get(bulk.id);
    return {
      id: bulk.id,
      audience: bulk.audience_label,
      message: bulk.message,
      createdAt: new Date(bulk.created_at).toISOString(),
      total: Number(c?.total ?? 0),
      pending: Number(c?.pending ?? 0),
      queued: Number(c?.queued ?? 0),
      skipped: Number(c?.skipped ?? 0),
      sent: Number(c?.sent ?? 0),
      failed: Number(c?.failed ?? 0),
    };
  });
}

export async function bulkProgress(knex: Knex, bulkId: string): Promise<BulkSmsProgress | null> {
  return (await bulkSmsProgress(knex, [bulkId]))[0] ?? null;
}
