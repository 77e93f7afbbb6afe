import { slotStarts, windowClosesAt, type OpeningWindow, type SlotStart, type WeekHours } from '../catalog';
import type { OccupancyLevel, SlotAvailability } from '../../contracts/bookings/bookings';
import { localParts, minutesToTime } from '../catalog';
import { toDecimalString } from '../../lib/money';
import { priceLines, type BayRates } from '../catalog';

export interface AvailabilityBay extends BayRates {
  id: string;
  isActive: boolean;
  /** Cleaning time kept free after each booking on this bay. */
  bufferMinutes?: number;
}

export interface BusyInterval {
  bayId: string;
  startsAt: number;
  endsAt: number;
}

export type { OccupancyLevel, SlotAvailability };

/** At or under 50% green, under 75% orange, otherwise red (spec). */
export function occupancyLevel(share: number): OccupancyLevel {
  if (share <= 0.5) return 'green';
  if (share < 0.75) return 'orange';
  return 'red';
}

/**
 * Slots of a calendar date with, per active bay, whether a booking of `durationMinutes` can start
 * there, and per slot the share of active bays already taken. Past slots are left out.
 */
export function computeAvailability(input: {
  date: string;
  durationMinutes: number;
  week: WeekHours;
  bays: AvailabilityBay[];
  busy: BusyInterval[];
  zone: string;
  now: number;
}): SlotAvailability[] {
  const active = input.bays.filter((b) => b.isActive);
  const busyByBay = new Map<string, BusyInterval[]>();
  for (const b of input.busy) {
    const list = busyByBay.get(b.bayId) ?? [];
    list.push(b);
    busyByBay.set(b.bayId, list);
  }
  const gapOf = new Map(active.map((b) => [b.id, (b.bufferMinutes ?? 0) * 60_000]));
  // A new booking keeps the bay's buffer on both sides; the bay is busy (occupancy) while it is cleaned.
  const taken = (bayId: string, start: number, end: number, before = true) => {
    const gap = gapOf.get(bayId) ?? 0;
    return (busyByBay.get(bayId) ?? []).some((b) => b.startsAt < end + (before ? gap : 0) && start < b.endsAt + gap);
  };

  const closing = new Map<OpeningWindow, number>();
  const closesAt = (w: OpeningWindow) =>
    closing.get(w) ?? closing.set(w, windowClosesAt(w, input.zone).toMillis()).get(w)!;
  const prices = new Map<string, string>();
  const priceOf = (bay: AvailabilityBay, slot: SlotStart) => {
    const key = `${bay.hourlyRateCents}|${bay.peakHourlyRateCents}|${slot.window.businessDate}|${slot.windowMinute}`;
    let price = prices.get(key);
    if (price === undefined) {
      const cents = priceLines(slot.window.hours, bay, slot.windowMinute, input.durationMinutes).reduce(
        (s, l) => s + l.amountCents,
        0,
      );
      prices.set(key, (price = toDecimalString(cents)));
    }
    return price;
  };

  const slots: SlotAvailability[] = [];
  for (const slot of slotStarts(input.date, input.week, input.zone)) {
    const start = slot.startsAt.toMillis();
    if (start <= input.now) continue;
    const end = start + input.durationMinutes * 60_000;
    const fits = end <= closesAt(slot.window);
    const occupiedEnd = start + slot.window.interval * 60_000;
    const occupied = active.filter((b) => taken(b.id, start, occupiedEnd, false)).length;
    const share = active.length ? occupied / active.length : 0;
    const bays = active.map((bay) => {
      const available = fits && !taken(bay.id, start, end);
      return { bayId: bay.id, available, totalAmount: available ? priceOf(bay, slot) : null };
    });
    slots.push({
      time: minutesToTime(slot.minute),
      startsAt: new Date(start).toISOString(),
      endTime: localParts(new Date(end), input.zone).time,
      fits,
      occupancy: Math.round(share * 1000) / 1000,
      occupancyLevel: occupancyLevel(share),
      availableBays: bays.filter((b) => b.available).length,
      bays,
    });
  }
  return slots;
}
