import { cardFieldsSchema } from '@contracts/payments/cards';
/** Card form masks and validation (spec section 5, non-hosted path). */

export interface CardData {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  cardholderName: string;
}

export const emptyCard: CardData = { cardNumber: '', expiryMonth: '', expiryYear: '', cvv: '', cardholderName: '' };

/** Digits only, grouped in fours, at most 19 characters. */
export function maskCardNumber(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 16);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ').slice(0, 19);
}

/** Two digits; over 12 becomes 12; 00 becomes 01. */
export function maskMonth(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 2);
  if (digits.length < 2) return digits;
  const n = Number(digits);
  if (n > 12) return '12';
  if (n === 0) return '01';
  return digits;
}

export function maskYear(input: string): string {
  return input.replace(/\D/g, '').slice(0, 2);
}

export function maskCvv(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

export function maskName(input: string): string {
  return input.toUpperCase();
}

export function maskField(field: keyof CardData, value: string): string {
  switch (field) {
    case 'cardNumber':
      return maskCardNumber(value);
    case 'expiryMonth':
      return maskMonth(value);
    case 'expiryYear':
      return maskYear(value);
    case 'cvv':
      return maskCvv(value);
    case 'cardholderName':
      return maskName(value);
  }
}

export type CardErrors = Partial<Record<keyof CardData, string>>;

/** The card checked with the server's own schema (@contracts/cards): the first message per field. */
export function validateCard(card: CardData): CardErrors {
  const result = cardFieldsSchema.safeParse(card);
  if (result.success) return {};
  const errors: CardErrors = {};
  for (const issue of result.error.issues) errors[issue.path[0] as keyof CardData] ??= issue.message;
  return errors;
}

export function joinErrors(errors: CardErrors): string {
  return Object.values(errors).filter(Boolean).join(', ');
}
