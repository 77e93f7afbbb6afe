import { z } from 'zod';

/** One thing the reconciliation found that does not add up, with the events behind it. */
export interface LedgerDifference {
  /** Which invariant: balanced, order_quote, card_revenue, gift_card_settled, booking_refund, ... */
  check: string;
  /** What it is about: `order <id>`, `booking <id>`, `customer <id>`, `day <date>`, `gift card <code>`. */
  subject: string;
  message: string;
  expected: string;
  actual: string;
  eventIds: string[];
}

/** GET /api/admin/reconciliation */
export interface ReconciliationReport {
  checkedAt: string;
  differences: LedgerDifference[];
  /** The ledger's balance of each account (cents, or credits for customer credits). */
  accounts: Array<{ account: string; unit: 'cents' | 'credits'; balance: number }>;
}

/** An account's balance within a scope (a customer, a booking, an order or a day). */
export interface LedgerBalance {
  account: string;
  unit: 'cents' | 'credits';
  balance: number;
}

/** The ledger answers as zod contracts (ledger.openapi.ts checks them against the types above). */
const balance = z.object({ account: z.string(), unit: z.enum(['cents', 'credits']), balance: z.number() });
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
  accounts: z.array(balance),
});
/** GET /api/admin/ledger/balances: the scope asked for, and each account's balance in it. */
export const ledgerBalancesAnswer = z.object({ scope: z.record(z.string(), z.unknown()), balances: z.array(balance) });
