import type { AppContext } from '../../app-context';
import type { EventMetadata } from '../../eventstore/types';
import { UserNotFoundError } from '../../domain/users';
import { ConflictError, ValidationError } from '../../lib/errors';
import { erasureBlockers } from '../../projections/customers/customer-data.queries';
import { ALREADY_ERASED, eraseUser, loadUser, STAFF_NOT_ERASED } from '../users';

/**
 * Erases a customer on request. Confirmed by typing the customer's phone number or ERASE; refused
 * for staff, and while bookings are ahead or a membership runs (they are cancelled first). Financial
 * rows keep their amounts and dates; see eraseUser for the rest.
 */
export async function eraseCustomer(
  ctx: AppContext,
  userId: string,
  confirm: string,
  metadata: Partial<EventMetadata>,
): Promise<{ position: string | null }> {
  const state = await loadUser(ctx, userId);
  if (state.status === 'none') throw new UserNotFoundError();
  if (state.status === 'erased') throw new ConflictError(ALREADY_ERASED, 'USER.ALREADY_ERASED');
  if (confirm !== 'ERASE' && confirm !== state.phoneNumber) {
    throw new ValidationError("Type the customer's phone number or ERASE to confirm.", 'USER.ERASE_NOT_CONFIRMED');
  }
  if (state.roles.size > 0) throw new ConflictError(STAFF_NOT_ERASED, 'USER.ERASE_STAFF');
  const blockers = await erasureBlockers(ctx.knex, userId, ctx.now());
  if (blockers.upcomingBookings > 0) {
    throw new ConflictError(
      `This customer has ${blockers.upcomingBookings} upcoming booking(s). Cancel them before erasing the customer.`,
      'USER.ERASE_UPCOMING_BOOKINGS',
    );
  }
  if (blockers.activeMembership) {
    throw new ConflictError(
      'This customer has an active membership. Cancel it (and let it end) before erasing the customer.',
      'USER.ERASE_ACTIVE_MEMBERSHIP',
    );
  }
  return eraseUser(ctx, userId, metadata);
}
