import { z } from 'zod';

/** No-show protection as the admin settings page and the server both see it (money as dollar strings). */
const FEE_MESSAGE = 'Enter the fee as a dollar amount like 20.00';
/** The largest fixed no-show or late cancellation fee. */
const MAX_FEE_DOLLARS = 500;
const PERCENT_MESSAGE = 'The percentage must be a whole number from 0 to 100';

export const feeSetting = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('fixed'),
      amount: z
        .union([z.string(), z.number()], { error: FEE_MESSAGE })
        .transform(String)
        .pipe(z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, FEE_MESSAGE))
        .refine((v) => Number(v) <= MAX_FEE_DOLLARS, 'A fee is at most $500.00'),
    }),
    z.object({
      kind: z.literal('percent'),
      percent: z
        .number({ error: PERCENT_MESSAGE })
        .int(PERCENT_MESSAGE)
        .min(0, PERCENT_MESSAGE)
        .max(100, PERCENT_MESSAGE),
    }),
  ],
  'Choose a fixed fee or a percentage of the booking price.',
);
export type FeeSetting = z.infer<typeof feeSetting>;

export const HOURS_AHEAD_MESSAGE = 'Hours ahead must be a whole number from 0 to 720';

export const noShowPolicyRequest = z.object({
  cardRequired: z.boolean({ error: 'Choose whether a card on file is required.' }),
  cardRequiredHoursAhead: z
    .number({ error: HOURS_AHEAD_MESSAGE })
    .int(HOURS_AHEAD_MESSAGE)
    .min(0, HOURS_AHEAD_MESSAGE)
    .max(720, HOURS_AHEAD_MESSAGE),
  noShowFee: feeSetting,
  lateCancellationFee: feeSetting,
});
export type NoShowPolicyRequest = z.input<typeof noShowPolicyRequest>;

/** GET /api/admin/no-show-policy: the settings, and what "late" means under the cancellation policy. */
export interface NoShowPolicyDto {
  cardRequired: boolean;
  cardRequiredHoursAhead: number;
  noShowFee: FeeSetting;
  lateCancellationFee: FeeSetting;
  /** Cancellations later than this many hours before the start are late (null: every cancellation). */
  lateWindowHours: number | null;
}

export { FEE_STATUSES, type FeeStatus, type BookingFeeDto } from '../bookings';
import { FEE_STATUSES, type BookingFeeDto } from '../bookings';

export { CARD_ON_FILE_REQUIRED } from './codes';

export const saveCardRequest = z.object({
  sourceId: z
    .string({ error: 'Payment information is required' })
    .trim()
    .min(1, 'Payment information is required')
    .max(500),
  processor: z.enum(['square', 'stripe']).nullish(),
});

/** The answers as zod contracts for the OpenAPI document, each checked against its type. */
const feeSettingView = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amount: z.string().describe('Money as "20.00"') }),
  z.object({ kind: z.literal('percent'), percent: z.number().int().min(0).max(100) }),
]);
export const noShowPolicyView = z.object({
  cardRequired: z.boolean(),
  cardRequiredHoursAhead: z.number().int(),
  noShowFee: feeSettingView,
  lateCancellationFee: feeSettingView,
  lateWindowHours: z.number().nullable(),
}) satisfies z.ZodType<NoShowPolicyDto>;
export const cardSaved = z.object({
  card: z.object({ brand: z.string().nullable(), last4: z.string().nullable() }),
  message: z.string(),
});
export const bookingFeeView = z.object({
  bookingId: z.string(),
  kind: z.enum(['no_show', 'late_cancellation']),
  status: z.enum(FEE_STATUSES),
  amount: z.string().describe('Money as "20.00"'),
  reason: z.string().nullable(),
  paymentId: z.string().nullable(),
  updatedAt: z.string(),
}) satisfies z.ZodType<BookingFeeDto>;
export const bookingFees = z.object({ fees: z.array(bookingFeeView) });
