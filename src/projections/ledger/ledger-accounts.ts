/**
 * The ledger's chart of accounts. Amounts are debits (positive) and credits (negative); every
 * transaction sums to zero in each unit. Money is in cents; customer credits are counted in credits
 * (one credit is one hour), since a credit has no price of its own until it pays for an hour.
 */
export const ACCOUNTS = {
  /** What the card provider owes the venue: charges in, refunds out (an asset). */
  cardClearing: 'card_clearing',
  /** Money taken at the desk (paid at the venue). */
  cash: 'cash',
  /** Money the provider paid out to the venue's bank (its payouts). */
  payouts: 'payouts',
  /** A disputed payment's money the provider withdrew and holds until the bank decides (an asset in doubt). */
  disputes: 'disputes',
  /** What the provider charged for disputes. */
  disputeFees: 'fees:disputes',
  /** Disputes lost: the cardholder kept the money. */
  chargebacks: 'losses:chargebacks',
  /** A gift card's unspent value, per card (a liability). */
  giftCardLiability: 'gift_card_liability',
  /** Gift-card value taken by an order and not yet settled by it (zero once the order is done). */
  giftCardClearing: 'gift_card_clearing',
  /** A sold gift card's money before the card is issued (zero once it is). */
  giftCardSales: 'gift_card_sales',
  /** Value the venue gave away: gift cards issued by an admin, adjustments. */
  promotions: 'promotions',
  /** A voided card's balance the venue keeps. */
  breakage: 'revenue:gift_card_breakage',
  couponDiscounts: 'discounts:coupon',
  creditDiscounts: 'discounts:credits',
  /** What an order's payments did not account for (a charge that differs from its quote). */
  suspense: 'suspense',
  /** Credits given (grants, loyalty, membership, offers) and taken back by spending: the credits' other side. */
  creditsIssued: 'credits_issued',
  creditsRedeemed: 'credits_redeemed',
} as const;

export const creditsAccount = (bucket: string) => `credits:${bucket}`;
export const revenueAccount = (kind: string) => `revenue:${kind}`;
export const refundsAccount = (kind: string) => `refunds:${kind}`;

/** The revenue kind an order line earns; a gift card is a liability, not revenue. */
const KIND_OF_LINE: Record<string, string> = {
  booking: 'booking',
  extension: 'extension',
  membership: 'membership',
  'membership-renewal': 'membership',
  'credit-offer': 'credit_offer',
  'promotional-offer': 'promotional_offer',
  'tournament-entry': 'tournament_entry',
  'booking-fee': 'fee',
  'bar-tab': 'food_and_drink',
};

/** The account an order line's price is credited to. */
export function lineAccount(type: string): string {
  if (type === 'gift-card') return ACCOUNTS.giftCardSales;
  return revenueAccount(KIND_OF_LINE[type] ?? 'other');
}

export type LedgerUnit = 'cents' | 'credits';
