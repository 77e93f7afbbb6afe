import { z } from 'zod';

/**
 * The paid order, as the server and the web both see it: the web sends what the customer chose (never
 * an amount), the server prices it and answers a quote, then the same request plus a card pays it.
 * Money is a decimal string ("35.00") on the wire, integer cents inside.
 */
const id = z.string().trim().min(1).max(100);
const DATE_MESSAGE = 'Please choose a valid date (YYYY-MM-DD).';
const TIME_MESSAGE = 'Please choose a valid start time (HH:MM).';
const isoDate = z.string({ error: DATE_MESSAGE }).regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE);
const clockTime = z.string({ error: TIME_MESSAGE }).regex(/^\d{1,2}:\d{2}(:\d{2})?$/, TIME_MESSAGE);
const DURATION_MESSAGE = 'Duration must be between 1 and 6 hours, in half-hour steps.';

export const bookingLineInput = z.object({
  type: z.literal('booking'),
  bayId: z.string({ error: 'Please choose a bay.' }).trim().min(1, 'Please choose a bay.').max(100),
  date: isoDate,
  startTime: clockTime,
  duration: z.number({ error: DURATION_MESSAGE }).min(1, DURATION_MESSAGE).max(6, DURATION_MESSAGE),
});
export const extensionLineInput = z.object({
  type: z.literal('extension'),
  bookingId: id,
  hours: z.number().min(0.5).max(3),
});
export const creditOfferLineInput = z.object({ type: z.literal('credit-offer'), offerId: id.optional() });
export const promotionalOfferLineInput = z.object({ type: z.literal('promotional-offer'), offerId: id });
export const membershipLineInput = z.object({ type: z.literal('membership'), planId: id });
/** A gift card's personal message: the purchase form counts it to 200 (spec: 'message counter 200'). */
export const GIFT_CARD_MESSAGE_MAX = 200;
export const GIFT_CARD_MESSAGE_TOO_LONG = `Please keep your personal message to ${GIFT_CARD_MESSAGE_MAX} characters or fewer`;
export const giftCardLineInput = z.object({
  type: z.literal('gift-card'),
  /** Dollars, as the buyer typed it (10 to 1000). */
  amount: z.number().min(10).max(1000).multipleOf(0.01),
  recipientName: z.string().trim().min(1).max(100),
  recipientEmail: z.email().max(254).nullish(),
  recipientPhone: z.string().trim().max(20).nullish(),
  senderName: z.string().trim().min(1).max(100),
  senderEmail: z.email().max(254).nullish(),
  message: z.string().max(GIFT_CARD_MESSAGE_MAX, GIFT_CARD_MESSAGE_TOO_LONG).nullish(),
  deliveryMethod: z.enum(['email', 'pickup', 'sms']).default('email'),
  deliveryDate: isoDate.nullish(),
});
export const tournamentEntryLineInput = z.object({
  type: z.literal('tournament-entry'),
  tournamentId: id,
  bayId: id,
  startTime: clockTime,
  /** The team's name on the leaderboard (its card); the entrant's name when left out. */
  teamName: z.string().trim().min(1, 'Please enter a team name').max(100).optional(),
});

/** Each module registers the line types it sells; the union grows with them. */
export const orderLineInput = z.discriminatedUnion('type', [
  bookingLineInput,
  extensionLineInput,
  creditOfferLineInput,
  promotionalOfferLineInput,
  membershipLineInput,
  giftCardLineInput,
  tournamentEntryLineInput,
]);
export type OrderLineInput = z.infer<typeof orderLineInput>;
export type OrderLineType = OrderLineInput['type'];

/**
 * The server reads lines loosely here and validates each with the schema its line type registered,
 * so a new area can sell a new kind of line without editing this file; the union above types the web.
 */
export const anyOrderLine = z.looseObject({ type: z.string().min(1).max(40) });

export const orderRequest = z.object({
  lines: z.array(anyOrderLine).min(1, 'Please choose something to buy').max(10),
  creditsUsed: z.number().min(0).max(1000).default(0),
  couponCode: z.string().trim().max(64).nullish(),
  giftCardCode: z.string().trim().max(64).nullish(),
});
export type OrderRequest = z.infer<typeof orderRequest>;
/** What a client sends (fields with defaults may be left out). */
export type OrderRequestBody = z.input<typeof orderRequest>;

export const payOrderRequest = orderRequest.extend({
  /** Card token from the card form (Square source id, Stripe payment method, twin token). */
  sourceId: z.string().trim().max(500).nullish(),
  processor: z.enum(['square', 'stripe']).nullish(),
  /** One per attempt from the client; the same key twice answers the first outcome and charges once. */
  idempotencyKey: z.string().trim().min(8).max(200),
  /** Keep the paying card on file for later payments (a signed-in customer's renewals). */
  storeCard: z.boolean().default(false),
  /** Pay with the card on file instead of a card token (charged off-session). */
  useCardOnFile: z.boolean().default(false),
  /** With useCardOnFile: which of the buyer's saved cards (their default card when left out). */
  cardOnFileId: z.string().trim().min(1).max(200).nullish(),
  /**
   * The dialog can show the bank's page (3-D Secure): when the bank wants the payment approved, the
   * answer is 402 PAYMENT.AUTHENTICATION_REQUIRED with errors.authentication {ref, url} and orderId.
   */
  canAuthenticate: z.boolean().optional(),
  /** Paying again after approving on the bank's page: that payment and the order that named it. */
  authenticatedPayment: z
    .object({ ref: z.string().trim().min(1).max(200), orderId: z.string().trim().min(1).max(100) })
    .nullish(),
  /** What the dialog showed; a different server price is refused (409), never charged. */
  expectedAmount: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .nullish(),
});
export type PayOrderRequest = z.infer<typeof payOrderRequest>;
export type PayOrderRequestBody = z.input<typeof payOrderRequest>;

export const pricedLine = z.object({
  type: z.string(),
  label: z.string(),
  amount: z.string(),
  details: z.record(z.string(), z.unknown()).default({}),
});
export const orderAdjustment = z.object({ kind: z.string(), label: z.string(), amount: z.string() });

/** The coupon on a quoted order, as the coupon box shows it: its saving is the quote's coupon line. */
export const quotedCoupon = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  discountType: z.string(),
  discountAmount: z.string(),
  creditsGranted: z.number(),
});
export type QuotedCoupon = z.infer<typeof quotedCoupon>;

export const orderQuote = z.object({
  /** The venue's currency (ISO 4217), e.g. USD. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  lines: z.array(pricedLine),
  subtotal: z.string(),
  adjustments: z.array(orderAdjustment),
  /** What the card pays after discounts, credits and gift card. */
  total: z.string(),
  requiresCard: z.boolean(),
  creditsUsable: z.boolean(),
  /** On a quote (POST /api/orders/quote) that carries a coupon: what it saves on this order. */
  coupon: quotedCoupon.nullable().optional(),
});
export type OrderQuote = z.infer<typeof orderQuote>;

export const paidOrder = z.object({
  orderId: z.string(),
  status: z.literal('completed'),
  quote: orderQuote,
  amountCharged: z.string(),
  processor: z.enum(['square', 'stripe']).nullable(),
  paymentId: z.string().nullable(),
  /** Per line what it became: a booking id, a gift card code, a membership period... */
  fulfilled: z.array(z.object({ type: z.string(), reference: z.string().nullable() })),
  remainingCredits: z.number().optional(),
  /** The card this order kept on file, when it asked to keep one and the provider did. */
  cardOnFile: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }).nullable().default(null),
});
export type PaidOrder = z.infer<typeof paidOrder>;

/** An order whose card was charged but whose outcome is not recorded yet (202, then poll `statusUrl`). */
export const processingOrder = z.object({
  orderId: z.string(),
  status: z.literal('processing'),
  statusUrl: z.string(),
  message: z.string(),
});
export type ProcessingOrder = z.infer<typeof processingOrder>;

/** An order that did not go through (its charge declined or refunded), as its status URL answers it. */
export const failedOrder = z.object({
  orderId: z.string(),
  status: z.literal('failed'),
  code: z.string(),
  message: z.string(),
});

/** What `GET /api/orders/{id}` answers its buyer. */
export const orderStatus = z.discriminatedUnion('status', [paidOrder, processingOrder, failedOrder]);
export type OrderStatus = z.infer<typeof orderStatus>;

export const ORDER_ROUTES = { quote: '/api/orders/quote', pay: '/api/orders' } as const;

/** Where an order's buyer reads how it went. */
export const orderStatusUrl = (orderId: string) => `/api/orders/${orderId}`;
