import { z } from 'zod';
import type { LedgerBalance, ReconciliationReport } from './ledger';

/** The ledger routes' answers as zod contracts, for the OpenAPI document, checked against ledger.ts's types. */
export const ledgerBalance = z.object({
  account: z.string(),
  unit: z.enum(['cents', 'credits']),
  balance: z.number().int(),
}) satisfies z.ZodType<LedgerBalance>;

export const reconciliationReport = z.object({
  checkedAt: z.string(),
  differences: z.array(
    z.object({
      check: z.string(),
      subject: z.string(),
      message: z.string(),
      expected: z.string(),
      actual: z.string(),
      eventIds: z.array(z.string()),
    }),
  ),
  accounts: z.array(ledgerBalance),
}) satisfies z.ZodType<ReconciliationReport>;

/** GET /api/admin/ledger/balances: the scope asked (customer, booking, order or day) and its balances. */
export const ledgerBalancesAnswer = z.object({
  scope: z.object({
    userId: z.string().optional(),
    bookingId: z.string().optional(),
    orderId: z.string().optional(),
    date: z.string().optional(),
  }),
  balances: z.array(ledgerBalance),
});

const difference = z.object({
  check: z.string(),
  subject: z.string(),
  message: z.string(),
  expected: z.string(),
  actual: z.string(),
  eventIds: z.array(z.string()),
});

/** GET /api/admin/reconciliation/providers: the ledger against each card provider's own report of a period. */
export const providerReconciliation = z.object({
  from: z.string(),
  to: z.string(),
  providers: z.array(
    z.object({
      provider: z.enum(['square', 'stripe']),
      checked: z.boolean(),
      error: z.string().nullable(),
      movements: z.number().int(),
      differences: z.array(difference),
    }),
  ),
});
