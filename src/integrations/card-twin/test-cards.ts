import type { CardFields } from './card-twin-types';

/** A card that pays while its holder is present but needs them again off-session (Stripe's 3DS test card). */
export interface OffSessionDecline {
  code: string;
  reason: string;
}

export type CardOutcome =
  | {
      approve: true;
      last4?: string;
      brand?: string;
      offSession?: OffSessionDecline;
      /** The bank asks its holder to authenticate (3-D Secure) when the card is set up. */
      authenticate?: boolean;
    }
  | { approve: false; code: string; reason: string; brand?: string };

/** Stripe's "authenticate on every transaction" test card: approves with the buyer present, declines off-session. */
const ALWAYS_AUTHENTICATE = '4000002760003184';
export const AUTHENTICATION_REQUIRED: OffSessionDecline = {
  code: 'authentication_required',
  reason: 'Your bank needs you to approve this payment. Please pay once with the card while signed in.',
};

/**
 * Stripe's 3-D Secure test cards: each asks its holder to authenticate when it is set up for later
 * payments (a SetupIntent); after that, off-session charges work (except the always-authenticate card).
 */
const AUTHENTICATE_ON_SETUP: ReadonlySet<string> = new Set([
  '4000002500003155',
  '4000002760003184',
  '4000000000003220',
  '4000000000003063',
]);

/** Stripe's documented test cards that decline, with Stripe's own messages. */
const DECLINING: Record<string, { code: string; reason: string }> = {
  '4000000000000002': { code: 'card_declined', reason: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', reason: 'Your card has insufficient funds.' },
  '4000000000009987': { code: 'lost_card', reason: 'Your card was declined.' },
  '4000000000000069': { code: 'expired_card', reason: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', reason: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    reason: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMERICAN_EXPRESS';
  if (/^6(011|5)/.test(digits)) return 'DISCOVER';
  return 'CARD';
}

/** What the twin will answer when this card is charged (validated card fields in, outcome out). */
export function outcomeForCard(card: CardFields, now: Date): CardOutcome {
  const brand = brandOf(card.cardNumber);
  const declining = DECLINING[card.cardNumber];
  if (declining) return { approve: false, brand, ...declining };
  const expiryEnd = Date.UTC(2000 + card.expiryYear, card.expiryMonth, 1);
  if (expiryEnd <= now.getTime())
    return { approve: false, brand, code: 'expired_card', reason: 'Your card has expired.' };
  const offSession = card.cardNumber === ALWAYS_AUTHENTICATE ? AUTHENTICATION_REQUIRED : undefined;
  const authenticate = AUTHENTICATE_ON_SETUP.has(card.cardNumber);
  return { approve: true, brand, last4: card.cardNumber.slice(-4), offSession, authenticate };
}

/** Sandbox nonces and test payment methods both providers document, with the outcome they give. */
export const KNOWN_SOURCES: Record<string, CardOutcome> = {
  'cnon:card-nonce-ok': { approve: true, last4: '1111', brand: 'VISA' },
  'cnon:card-nonce-declined': { approve: false, code: 'GENERIC_DECLINE', reason: 'Your card was declined.' },
  'cnon:card-nonce-rejected-cvv': {
    approve: false,
    code: 'CVV_FAILURE',
    reason: "Your card's security code was rejected.",
  },
  'cnon:card-nonce-rejected-postalcode': {
    approve: false,
    code: 'ADDRESS_VERIFICATION_FAILURE',
    reason: "Your card's postal code was rejected.",
  },
  pm_card_visa: { approve: true, last4: '4242', brand: 'VISA' },
  pm_card_chargeDeclined: { approve: false, code: 'card_declined', reason: 'Your card was declined.' },
  tok_visa: { approve: true, last4: '4242', brand: 'VISA' },
  tok_chargeDeclined: { approve: false, code: 'card_declined', reason: 'Your card was declined.' },
};
