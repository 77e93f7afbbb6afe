import { formatMoney } from '../lib/money';
import { z } from 'zod';
import { dollarsSchema } from './validation';

/**
 * The ranges a real venue's admin inputs fall in, with the message the admin reads. Numbers come as
 * 12 or "12"; null, [], true and "" are refused (z.coerce would read them as 0, 0, 1 and 0).
 */

const numeric = (label: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+(\.\d+)?$/, `${label} must be a number`),
      ],
      {
        error: `${label} must be a number`,
      },
    )
    .transform(Number);

const grouped = (n: number) => n.toLocaleString('en-US');

/** A whole number from min to max ("Total uses are 1 to 1,000,000"). */
export const wholeNumber = (
  label: string,
  min: number,
  max: number,
  message = `${label} are ${grouped(min)} to ${grouped(max)}`,
) => numeric(label).pipe(z.number().int({ error: message }).min(min, { error: message }).max(max, { error: message }));

/** A number (fractions allowed) from min to max ("Points are 0 to 1,000"). */
export const boundedNumber = (
  label: string,
  min: number,
  max: number,
  message = `${label} are ${grouped(min)} to ${grouped(max)}`,
) => numeric(label).pipe(z.number().min(min, { error: message }).max(max, { error: message }));

/** Credits in half steps from min to max. */
export const creditAmount = (label: string, min: number, max: number) => {
  const message = `${label} are ${min} to ${max}, in half steps`;
  return numeric(label).pipe(
    z
      .number()
      .min(min, { error: message })
      .max(max, { error: message })
      .refine((n) => Number.isInteger(n * 2), message),
  );
};

export const MAX_PRICE_CENTS = 1_000_000;

/** An amount as cents, 0 to 10,000.00 of the venue's currency (nothing at a venue costs more). */
export const boundedDollars = (maxCents = MAX_PRICE_CENTS, label = 'Prices are') =>
  dollarsSchema.refine((cents) => cents <= maxCents, { error: () => `${label} at most ${formatMoney(maxCents)}` });

/** A discount value: a number (percent or dollars, checked against its type by the caller). */
export const discountValue = numeric('Discount value').pipe(
  z
    .number()
    .min(0, 'Discount value cannot be negative')
    .max(MAX_PRICE_CENTS / 100, 'Discount value is too large'),
);

const DAY_MS = 24 * 60 * 60 * 1000;
/** A timeclock entry's bounds: at most a day long, within the last year, not in the future. */
export const MAX_ENTRY_MS = DAY_MS;
export const MAX_ENTRY_AGE_MS = 366 * DAY_MS;
/** Clock skew allowed between the admin's browser and the server. */
export const FUTURE_SLACK_MS = 5 * 60 * 1000;

/** The field errors of a timeclock entry's times against now (empty when they are fine). */
export function entryTimeErrors(
  clockIn: Date,
  clockOut: Date | null,
  now: Date,
): Array<{ path: string; message: string }> {
  const errors: Array<{ path: string; message: string }> = [];
  if (clockOut && clockOut <= clockIn)
    return [{ path: 'clockOutTime', message: 'The clock-out time must be after the clock-in time.' }];
  const latest = now.getTime() + FUTURE_SLACK_MS;
  if (clockIn.getTime() > latest)
    errors.push({ path: 'clockInTime', message: 'Clock-in time cannot be in the future' });
  else if (clockIn.getTime() < now.getTime() - MAX_ENTRY_AGE_MS)
    errors.push({ path: 'clockInTime', message: 'Clock-in time is at most a year ago' });
  if (clockOut && clockOut.getTime() > latest)
    errors.push({ path: 'clockOutTime', message: 'Clock-out time cannot be in the future' });
  if (clockOut && clockOut.getTime() - clockIn.getTime() > MAX_ENTRY_MS)
    errors.unshift({ path: 'clockOutTime', message: 'A timeclock entry is at most 24 hours long' });
  return errors;
}
