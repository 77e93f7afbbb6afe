import { z } from 'zod';

/** Credits: the adjustment schemas the server parses and the web's forms follow, and the movements it answers. */
export const CREDIT_BUCKET_NAMES = ['loyalty', 'membership', 'general'] as const;
export type CreditBucketName = (typeof CREDIT_BUCKET_NAMES)[number];

export const CREDIT_KINDS = [
  'grant',
  'loyalty',
  'membership',
  'purchase',
  'coupon',
  'expiry',
  'removal',
  'spend',
  'refund',
] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

const reason = z
  .string({ error: 'A reason is required' })
  .trim()
  .min(1, 'A reason is required')
  .max(200, 'Please keep the reason under 200 characters');

const halfSteps = (n: number) => Number.isInteger(n * 2);

/** The most credits one adjustment grants or removes. */
const MAX_ADJUSTMENT = 1000;
const NOT_CREDITS = 'Amount must be a number of credits';
/** A number of credits (12 or "12"); null, [], true and "" are not read as 0 or 1. */
const credits = (rangeMessage: string, min: number, max: number) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/, NOT_CREDITS),
      ],
      { error: NOT_CREDITS },
    )
    .transform(Number)
    .pipe(z.number().min(min, rangeMessage).max(max, rangeMessage));

/** POST /api/admin/users/:userId/credits: a positive amount grants, a negative one removes. */
export const adjustCreditsBody = z.object({
  amount: credits('Amount is -1,000 to 1,000 credits', -MAX_ADJUSTMENT, MAX_ADJUSTMENT).refine(
    (n) => n !== 0 && halfSteps(n),
    'Amount must be a non-zero number of credits in half steps',
  ),
  bucket: z.enum(CREDIT_BUCKET_NAMES, 'Choose the general, membership or loyalty bucket').default('general'),
  reason,
});

/** POST /api/admin/credits/grants: the Credits page's grant to one customer. */
export const grantCreditsBody = adjustCreditsBody.extend({
  userId: z.uuid('Choose a customer'),
  amount: credits('Amount is at most 1,000 credits', -MAX_ADJUSTMENT, MAX_ADJUSTMENT).refine(
    (n) => n > 0 && halfSteps(n),
    'Amount must be a positive number of credits in half steps',
  ),
});

export interface CreditBalances {
  total: number;
  general: number;
  membership: number;
  loyalty: number;
}

export interface CreditMovementView {
  id: string;
  userId: string;
  customerName: string | null;
  bucket: CreditBucketName | 'mixed';
  buckets: Omit<CreditBalances, 'total'>;
  amount: number;
  kind: CreditKind;
  reason: string;
  actor: { userId: string | null; role: string; name: string | null };
  balanceAfter: CreditBalances;
  createdAt: string;
}

/** The credit answers as zod contracts (the OpenAPI document's schemas). */
export const creditBalances = z.object({
  total: z.number(),
  general: z.number(),
  membership: z.number(),
  loyalty: z.number(),
});

/** GET /api/user-credits/{userId}: the balances by bucket and the latest 50 movements. */
export const userCreditsAnswer = creditBalances.extend({
  loyaltyCredits: z.number(),
  history: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      amount: z.number(),
      buckets: z.object({ loyalty: z.number(), membership: z.number(), general: z.number() }),
      reason: z.string().nullable(),
      reference: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});

/** POST /api/memberships/check-credit-restrictions */
export const creditRestrictionAnswer = z.object({ canUse: z.boolean(), reason: z.string().nullable() });

export const creditMovementView = z.object({
  id: z.string(),
  userId: z.string(),
  customerName: z.string().nullable(),
  bucket: z.enum([...CREDIT_BUCKET_NAMES, 'mixed']),
  buckets: creditBalances.omit({ total: true }),
  amount: z.number(),
  kind: z.enum(CREDIT_KINDS),
  reason: z.string(),
  actor: z.object({ userId: z.string().nullable(), role: z.string(), name: z.string().nullable() }),
  balanceAfter: creditBalances,
  createdAt: z.string(),
});
