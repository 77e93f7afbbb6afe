import { z } from 'zod';
import { ValidationError } from '../lib/errors';
import { parseDollars } from '../lib/money';

/** Parses with zod; the first issue's message becomes the answer (schemas carry the spec's texts). */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new ValidationError(errors[0]?.message ?? 'Invalid request', 'VALIDATION', errors);
}

/** A dollar amount an admin typed ("18.00" or 18) as integer cents, never negative. */
export const dollarsSchema = z.union([z.number(), z.string()]).transform((v, c) => {
  try {
    const cents = parseDollars(v);
    if (cents >= 0) return cents;
  } catch {
    // reported below
  }
  c.addIssue({ code: 'custom', message: 'Prices are dollar amounts like 18.00' });
  return z.NEVER;
});
