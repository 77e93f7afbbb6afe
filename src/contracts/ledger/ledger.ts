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
