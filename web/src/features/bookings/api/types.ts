import type { QuotedCoupon } from '@contracts/checkout/orders';

export interface Bay {
  id: string;
  name: string;
  description?: string | null;
  isActive: boolean;
  hourlyRate?: string | number | null;
  peakHourlyRate?: string | number | null;
}

/** One start time on the grid, with the share of active bays already taken. */
export interface Slot {
  time: string;
  /** When the slot ends for the chosen duration (HH:MM), as the server computed it. */
  endTime: string;
  occupancy: number;
  /** The server's colour for the slot (at or under 50% taken green, under 75% orange, else red). */
  level: 'green' | 'orange' | 'red';
  available: boolean;
  /** False when the chosen duration would run past closing time. */
  fits: boolean;
}

export interface QuoteLine {
  label: string;
  amount: string;
}

export interface Quote {
  lines: QuoteLine[];
  subtotal?: string;
  /** Amounts taken off (credits, coupon, gift card, membership), as positive decimal strings. */
  discounts: QuoteLine[];
  /** Amounts added (the credit offer). */
  extras: QuoteLine[];
  creditsUsed: number;
  /** The most credits the customer could put on this booking (the server's answer; 0 for visitors). */
  maxCredits: number;
  /** The coupon on the order and what it saves on it (the server's, for a signed-in quote). */
  coupon?: QuotedCoupon | null;
  /** What the card pays (decimal string) and the same in cents. */
  total: string;
  totalCents: number;
}
