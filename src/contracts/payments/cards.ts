import { z } from 'zod';

/**
 * The typed-card form's rules (spec: card form, non-hosted path) with its messages: the web checks a
 * card with this before asking for a token, and the server's card twin refuses what fails it.
 */
const digits = (v: unknown) =>
  typeof v === 'string' ? v.replace(/[\s-]/g, '') : typeof v === 'number' ? String(v) : v;

export const cardFieldsSchema = z.object({
  cardholderName: z.string({ error: 'Cardholder name is required' }).trim().min(1, 'Cardholder name is required'),
  cardNumber: z.preprocess(
    digits,
    z
      .string({ error: 'Card number must be at least 13 digits' })
      .regex(/^\d{13,19}$/, 'Card number must be at least 13 digits'),
  ),
  expiryMonth: z.coerce
    .number({ error: 'Valid expiry month is required' })
    .int('Valid expiry month is required')
    .min(1, 'Valid expiry month is required')
    .max(12, 'Valid expiry month is required'),
  expiryYear: z
    .preprocess(
      digits,
      z.string({ error: 'Valid expiry year is required' }).regex(/^\d{2}$/, 'Valid expiry year is required'),
    )
    .transform(Number),
  cvv: z.preprocess(
    digits,
    z.string({ error: 'CVV must be at least 3 digits' }).regex(/^\d{3,4}$/, 'CVV must be at least 3 digits'),
  ),
});

/** One card an account keeps (GET /api/users/{userId}/payment-methods): never the number, only its face. */
export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  expMonth: z.number().int().nullable(),
  expYear: z.number().int().nullable(),
  isDefault: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
export const paymentMethodsResponse = z.object({ paymentMethods: z.array(savedCardSchema) });

/** Where the bank's 3-D Secure page sends a buyer back: a bare page the payment dialog's frame watches for. */
export const AUTHENTICATION_RETURN_PATH = '/api/payments/authentication-return';
