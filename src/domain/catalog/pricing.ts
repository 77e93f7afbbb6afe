import { currentCurrency, type Cents } from '../../lib/money';
import type { DayHours } from './business-hours';
import { minutesToTime, timeToMinutes } from './venue-time';

export const DEFAULT_HOURLY_RATE_CENTS: Cents = 3500;

export interface BayRates {
  hourlyRateCents: Cents | null;
  peakHourlyRateCents: Cents | null;
}

/** One priced hour (or the closing half hour) of a booking. */
export interface QuoteLine {
  startTime: string;
  endTime: string;
  hours: number;
  peak: boolean;
  rateCents: Cents;
  /** The listed price of this hour (its rate for its length). */
  amountCents: Cents;
  /** What this buyer pays for it: the listed price with the hourly adjustments (member price). */
  priceCents: Cents;
}

/** A discount (negative) or surcharge per booked hour, e.g. the member price. */
export interface HourlyAdjustment {
  kind: string;
  label: string;
  perHourCents: number;
}

/**
 * A change to the subtotal applied on the way to the total: negative for discounts (membership,
 * coupon) and payment sources (gift card, credits). Payments adds its kinds; the order is the order
 * they were applied.
 */
export interface QuoteAdjustment {
  kind: string;
  label: string;
  amountCents: Cents;
  details?: Record<string, unknown>;
}

export interface Quote {
  bayId: string;
  date: string;
  startTime: string;
  endTime: string;
  duration: number;
  lines: QuoteLine[];
  subtotalCents: Cents;
  adjustments: QuoteAdjustment[];
  totalCents: Cents;
  /** The venue's currency (ISO 4217). */
  currency: string;
}

/** Is wall-clock `windowMinute` (minutes from the business date's midnight) inside that day's peak? */
export function isPeak(hours: DayHours | null, windowMinute: number): boolean {
  if (!hours?.peakStartTime || !hours.peakEndTime) return false;
  const start = timeToMinutes(hours.peakStartTime);
  let end = timeToMinutes(hours.peakEndTime);
  if (end <= start) end += 1440;
  return windowMinute >= start && windowMinute < end;
}

/**
 * The rate of one hour: the bay's own rate when it has one (its peak rate in peak hours, else its
 * hourly rate), else the day's rate for the peak or off-peak part, else 35.00. Every price of bay time
 * (availability, quotes, orders, extensions, desk bookings) comes from here through priceLines.
 */
export function hourlyRate(hours: DayHours | null, bay: BayRates, peak: boolean): Cents {
  const own = peak ? (bay.peakHourlyRateCents ?? bay.hourlyRateCents) : bay.hourlyRateCents;
  if (own != null) return own;
  const day = peak ? hours?.peakHourlyRateCents : hours?.baseHourlyRateCents;
  return day ?? DEFAULT_HOURLY_RATE_CENTS;
}

/**
 * Prices a booking hour by hour from its start: each hour takes the rate of the period it starts in,
 * so a booking across the peak boundary mixes rates. A closing half hour costs half its hour's rate.
 */
export function priceLines(
  hours: DayHours | null,
  bay: BayRates,
  windowMinute: number,
  durationMinutes: number,
): QuoteLine[] {
  const lines: QuoteLine[] = [];
  for (let offset = 0; offset < durationMinutes; offset += 60) {
    const minutes = Math.min(60, durationMinutes - offset);
    const start = windowMinute + offset;
    const peak = isPeak(hours, start);
    const rateCents = hourlyRate(hours, bay, peak);
    const amountCents = Math.round((rateCents * minutes) / 60);
    lines.push({
      startTime: minutesToTime(start),
      endTime: minutesToTime(start + minutes),
      hours: minutes / 60,
      peak,
      rateCents,
      amountCents,
      priceCents: amountCents,
    });
  }
  return lines;
}

export function buildQuote(
  base: Omit<Quote, 'lines' | 'subtotalCents' | 'adjustments' | 'totalCents' | 'currency'>,
  lines: QuoteLine[],
): Quote {
  const subtotalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  return { ...base, lines, subtotalCents, adjustments: [], totalCents: subtotalCents, currency: currentCurrency() };
}

/** Adds an adjustment; the total never goes below zero. */
export function applyAdjustment(quote: Quote, adjustment: QuoteAdjustment): Quote {
  const adjustments = [...quote.adjustments, adjustment];
  const totalCents = Math.max(0, quote.subtotalCents + adjustments.reduce((s, a) => s + a.amountCents, 0));
  return { ...quote, adjustments, totalCents };
}

/** Each hour's price after one hourly adjustment for its length (a half hour half of it), never below 0. */
export function adjustLines(lines: QuoteLine[], perHourCents: number): { lines: QuoteLine[]; changeCents: Cents } {
  let changeCents = 0;
  const adjusted = lines.map((line) => {
    const change = Math.max(Math.round(perHourCents * line.hours), -line.priceCents);
    changeCents += change;
    return { ...line, priceCents: line.priceCents + change };
  });
  return { lines: adjusted, changeCents };
}

/**
 * The buyer's price hour by hour (each hour its member price) and each adjustment's sum as its own
 * line of the quote, so credits and refunds can price any hour on its own.
 */
export function withHourlyAdjustments(quote: Quote, adjustments: HourlyAdjustment[]): Quote {
  let priced = quote;
  for (const { kind, label, perHourCents } of adjustments) {
    const { lines, changeCents } = adjustLines(priced.lines, perHourCents);
    priced = applyAdjustment({ ...priced, lines }, { kind, label, amountCents: changeCents });
  }
  return priced;
}
