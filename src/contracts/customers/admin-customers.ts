import { z } from 'zod';
import { type CreditBalances } from '../credits';
import { waiverSignatureItem, type WaiverSignatureItem } from '../waivers';

/**
 * The admin's customer page, credits page and Square customer mapping: request schemas the server
 * parses and the web's forms follow, and the shapes the server answers. Credits and the processor
 * mapping are their areas' contracts, re-exported here for the customer page.
 */
export * from '../credits';
export * from '../payments';

const reason = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(1, 'A reason is required')
  .max(200, 'Please keep the reason under 200 characters');

export const blockBody = z.object({ reason });

export interface CustomerGiftCard {
  code: string;
  originalAmount: string;
  currentBalance: string;
  status: 'active' | 'voided';
  issuedTo: string;
  senderName: string;
  /** Bought by this customer, sent to them, or both. */
  relation: 'bought' | 'received' | 'both';
  createdAt: string;
}

export interface CustomerProfileView {
  id: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string;
  isAdmin: boolean;
  isEmployee: boolean;
  isVerified: boolean;
  joinedAt: string;
  /** Erased on request: the name reads "Erased customer", no phone or email is kept. */
  erased: boolean;
  blockedFromBooking: boolean;
  /** The number texted STOP (marketing and reminders held back until START; sign-in codes still go). */
  smsStopped: boolean;
  blockedReason: string | null;
  blockedAt: string | null;
  credits: CreditBalances;
  membership: {
    planId: string;
    planName: string;
    status: 'active' | 'past_due' | 'ended';
    currentPeriodEnd: string;
    cancelAtPeriodEnd: boolean;
    memberSince: string;
  } | null;
  loyalty: {
    isActive: boolean;
    loyaltyPoints: number;
    hoursPerCredit: number;
    progressToNext: number;
    hoursToNext: number;
    creditsEarned: number;
  };
  giftCards: CustomerGiftCard[];
  support: { conversationKey: string; unreadCount: number; lastMessageAt: string | null };
  /** The waiver versions they signed, newest first: name typed, time, address. */
  waivers: WaiverSignatureItem[];
}

/** The customer profile as a zod contract (customers.openapi.ts checks it against CustomerProfileView). */
export const customerProfileView = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  isEmployee: z.boolean(),
  isVerified: z.boolean(),
  joinedAt: z.string(),
  blockedFromBooking: z.boolean(),
  smsStopped: z.boolean(),
  blockedReason: z.string().nullable(),
  blockedAt: z.string().nullable(),
  credits: z.object({ total: z.number(), general: z.number(), membership: z.number(), loyalty: z.number() }),
  membership: z
    .object({
      planId: z.string(),
      planName: z.string(),
      status: z.enum(['active', 'past_due', 'ended']),
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      memberSince: z.string(),
    })
    .nullable(),
  loyalty: z.object({
    isActive: z.boolean(),
    loyaltyPoints: z.number(),
    hoursPerCredit: z.number(),
    progressToNext: z.number(),
    hoursToNext: z.number(),
    creditsEarned: z.number(),
  }),
  giftCards: z.array(
    z.object({
      code: z.string(),
      originalAmount: z.string(),
      currentBalance: z.string(),
      status: z.enum(['active', 'voided']),
      issuedTo: z.string(),
      senderName: z.string(),
      relation: z.enum(['bought', 'received', 'both']),
      createdAt: z.string(),
    }),
  ),
  support: z.object({
    conversationKey: z.string(),
    unreadCount: z.number().int(),
    lastMessageAt: z.string().nullable(),
  }),
  waivers: z.array(waiverSignatureItem),
});
