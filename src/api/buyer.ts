import type { Request } from 'express';
import type { Buyer } from '../commands/checkout/order-line-type';
import { ForbiddenError } from '../lib/errors';
import { actorOf } from './auth';
import { addressKey } from './middleware/auth-rate-limits';

type Facts = Partial<Buyer['customer']>;

/**
 * The buyer of an order: the signed-in user (an admin may buy for someone else), or a guest. Never
 * taken from the body beyond the contact facts a booking records.
 */
export function buyerOf(req: Request, facts: Facts = {}, claimedUserId?: string | null): Buyer {
  const user = req.user ?? null;
  if (claimedUserId && user && claimedUserId !== user.id && !user.isAdmin)
    throw new ForbiddenError('You can only make bookings for your own account.', 'BOOKING.FORBIDDEN');
  return {
    userId: (user?.isAdmin && claimedUserId) || user?.id || null,
    actor: actorOf(req),
    client: addressKey(req.ip),
    customer: {
      firstName: facts.firstName ?? null,
      lastName: facts.lastName ?? null,
      email: facts.email ?? null,
      phoneNumber: facts.phoneNumber ?? null,
      guest: facts.guest ?? !user,
    },
  };
}
