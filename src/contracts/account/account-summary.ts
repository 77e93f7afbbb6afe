/** GET /api/account/summary (types only: the web bundles nothing from here). */
import type { UserMembershipView } from '../memberships';
import type { BookingFeeDto } from '../no-show';
import type { AccountTabView } from '../tabs';

export interface AccountBooking {
  id: string;
  reference: string;
  bayId: string;
  bay: { id: string; name: string; description: string } | null;
  date: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  duration: number;
  status: string;
  paymentStatus: string;
  totalAmount: string;
  creditsUsed: number;
  extendedHours: number;
  isTournamentBooking: boolean;
}

export interface AccountSummary {
  user: {
    id: string;
    firstName: string;
    lastName: string;
    phoneNumber: string;
    email: string | null;
    isVerified: boolean;
    memberSince: string;
    membershipType: 'premium' | 'member' | 'guest';
  };
  credits: { total: number; general: number; membership: number; loyalty: number };
  /** Hours of finished bookings, one decimal ("12.5"). */
  totalHours: string;
  loyaltyPoints: number;
  totalBookings: number;
  totalSpent: string;
  creditsUsed: number;
  upcoming: AccountBooking[];
  recent: Array<AccountBooking & { displayStatus: 'Completed' | 'Cancelled' }>;
  loyalty: {
    isActive: boolean;
    loyaltyPoints: number;
    hoursPerCredit: number;
    progressToNext: number;
    hoursToNext: number;
    creditsEarned: number;
  };
  membership: UserMembershipView | null;
  hasShiftsThisWeek: boolean;
  /** No-show and late cancellation fees (no-show protection), newest first. */
  fees?: BookingFeeDto[];
  /** The customer's bar tabs (the tabs area's account section), newest first. */
  tabs?: AccountTabView[];
}

/** POST /api/bookings/{id}/check-extension */
export interface ExtensionCheck {
  available: boolean;
  additionalHours: number;
  newDuration: number;
  hourlyRate: string;
  newEndTime: string;
  extensionCost: string;
}

/** GET /api/bookings/{id}/cancellation-preview */
export interface CancellationPreview {
  bookingAmount: string;
  refundAmount: string;
  refundPercentage: number;
  refundReason: string;
  /** A late cancellation's fee charged to the card on file (no-show protection); null when none. */
  lateFee?: string | null;
}
