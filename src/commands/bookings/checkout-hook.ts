import type { AppContext } from '../../app-context';
import type { SessionUser } from '../../api/auth';
import type { CommandMetadata } from './bay-day-streams';
import type { BookingPlan } from './plan-booking';

/** What POST /api/bookings hands a checkout: the signed-in user, the validated plan and the raw body. */
export interface CheckoutRequest {
  ctx: AppContext;
  user: SessionUser;
  plan: BookingPlan;
  body: Record<string, unknown>;
  bookingId: string;
  metadata: CommandMetadata;
}

export interface CheckoutResult {
  bookingId: string;
  position: string | null;
  remainingCredits?: number;
}

/**
 * The payments area registers a checkout that handles credits, coupons, gift cards and plans; it
 * answers null when it has nothing to do with the request. Without one (or when it passes), POST
 * /api/bookings confirms only a zero total and asks for payment otherwise.
 */
export type CheckoutHandler = (request: CheckoutRequest) => Promise<CheckoutResult | null>;

let handler: CheckoutHandler | null = null;

export function registerBookingCheckout(next: CheckoutHandler): void {
  handler = next;
}

export function bookingCheckout(): CheckoutHandler | null {
  return handler;
}
