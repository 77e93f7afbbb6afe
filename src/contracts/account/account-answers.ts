import { z } from 'zod';
import { bookingFeeView, fullBookingView } from '../bookings';
import { userMembershipView } from '../memberships';
import { accountTabView } from '../tabs';

/** GET /api/account/summary as a zod contract (account-summary.ts names its type; account.openapi.ts checks it). */
/** The bookings are whole, as GET /api/bookings/details/{id} shows them (AccountBooking names the fields the web reads). */
const accountBooking = fullBookingView;

export const accountSummaryView = z.object({
  user: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string(),
    email: z.string().nullable(),
    isVerified: z.boolean(),
    memberSince: z.string(),
    membershipType: z.enum(['premium', 'member', 'guest']),
  }),
  credits: z.object({ total: z.number(), general: z.number(), membership: z.number(), loyalty: z.number() }),
  totalHours: z.string(),
  loyaltyPoints: z.number(),
  totalBookings: z.number().int(),
  totalSpent: z.string(),
  creditsUsed: z.number(),
  upcoming: z.array(accountBooking),
  recent: z.array(accountBooking.extend({ displayStatus: z.enum(['Completed', 'Cancelled']) })),
  loyalty: z.object({
    isActive: z.boolean(),
    loyaltyPoints: z.number(),
    hoursPerCredit: z.number(),
    progressToNext: z.number(),
    hoursToNext: z.number(),
    creditsEarned: z.number(),
  }),
  membership: userMembershipView.nullable(),
  hasShiftsThisWeek: z.boolean(),
  fees: z.array(bookingFeeView).optional(),
  /** The customer's bar tabs (the tabs area's account section), newest first. */
  tabs: z.array(accountTabView).optional(),
});
