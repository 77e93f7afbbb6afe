import type { Cents } from '../../lib/money';
import type { QuoteLine } from './pricing';

/**
 * What `credits` pay of a booking, hour by hour: one credit covers one hour (half a credit half an
 * hour, or a closing half hour) at that hour's own price for this buyer, on the hours credits are
 * allowed on (`allowed[i]` for `lines[i]`), taken from the booking's start. Null when the allowed
 * hours hold fewer than `credits`.
 */
export function creditedValue(lines: QuoteLine[], credits: number, allowed: boolean[]): Cents | null {
  let left = credits;
  let value = 0;
  lines.forEach((line, i) => {
    if (left <= 0 || !allowed[i] || line.hours <= 0) return;
    const covered = Math.min(left, line.hours);
    value += (line.priceCents * covered) / line.hours;
    left -= covered;
  });
  return left > 0 ? null : Math.round(value);
}

/** How many hours of the booking credits may pay for. */
export function creditableHours(lines: QuoteLine[], allowed: boolean[]): number {
  return lines.reduce((sum, line, i) => sum + (allowed[i] ? line.hours : 0), 0);
}
