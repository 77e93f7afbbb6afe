import type { AppContext } from '../../app-context';
import type { ListParams } from '../../contracts/lists';
import { paged } from '../paged';
import { fullBooking, fullQuery, type BookingRow } from './bookings.queries';

/** A customer's bookings for the admin, newest first, one page at a time. */
export function bookingsPageOfUser(
  ctx: Pick<AppContext, 'knex'>,
  userId: string,
  params: ListParams & { status?: string },
) {
  const query = fullQuery(ctx).where('b.user_id', userId);
  if (params.status) query.where('b.status', params.status);
  return paged(ctx.knex, query, params, {
    sortable: { date: 'starts_at', createdAt: 'created_at' },
    defaultSort: 'date',
    defaultOrder: 'desc',
    tiebreak: 'id',
    map: (r: BookingRow) => fullBooking(r),
  });
}
