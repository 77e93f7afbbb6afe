import type { Knex } from 'knex';

/** Confirmed bookings that start after `now`, counted per bay (bays with none are absent): the bays page's warning before a bay is deactivated. */
export async function upcomingConfirmedByBay(knex: Knex, now: Date): Promise<Map<string, number>> {
  const rows: Array<{ bay_id: string; count: string | number }> = await knex('bookings')
    .where({ status: 'confirmed' })
    .andWhere('starts_at', '>', now)
    .groupBy('bay_id')
    .select('bay_id', knex.raw('count(*) as count'));
  return new Map(rows.map((r) => [r.bay_id, Number(r.count)]));
}
