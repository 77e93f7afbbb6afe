import { addHoursToTime, fromMinutes, toMinutes } from '@/lib/dates';
import { toCents } from '@/lib/money';
import type { Bay, BusinessHours, DayBooking, Slot } from '../api/types';

export const DURATIONS = [1, 2, 3, 4] as const;
export const DEFAULT_RATE_CENTS = 3500;

export type OccupancyLevel = 'low' | 'mid' | 'high';

/** At or under 50% green; under 75% orange; otherwise red. */
export function occupancyLevel(share: number): OccupancyLevel {
  if (share <= 0.5) return 'low';
  if (share < 0.75) return 'mid';
  return 'high';
}

export interface Window {
  open: number;
  close: number;
  interval: number;
}

/** Opening window in minutes of the date; close 00:00 is 24:00 and an earlier close runs overnight. */
export function openingWindow(hours: BusinessHours | undefined): Window {
  if (!hours) return { open: 6 * 60, close: 22 * 60, interval: 60 };
  const open = toMinutes(hours.openTime);
  let close = toMinutes(hours.closeTime);
  if (close <= open) close += 1440;
  return { open, close, interval: hours.bookingIntervalMinutes || 30 };
}

/** Start times of a day (at least an hour before close), on the day's interval. */
export function slotTimes(hours: BusinessHours | undefined): string[] {
  const w = openingWindow(hours);
  const times: string[] = [];
  for (let m = w.open; m + 60 <= w.close && m < 1440; m += w.interval) times.push(fromMinutes(m));
  return times;
}

function liveBookings(bookings: DayBooking[]): DayBooking[] {
  return bookings.filter((b) => !b.status || b.status !== 'cancelled');
}

function range(b: DayBooking): [number, number] {
  const start = toMinutes(b.startTime);
  let end = toMinutes(b.endTime);
  if (end <= start) end += 1440;
  return [start, end];
}

export function overlaps(b: DayBooking, start: number, end: number): boolean {
  const [s, e] = range(b);
  return s < end && start < e;
}

export function computeSlots(hours: BusinessHours | undefined, bays: Bay[], bookings: DayBooking[]): Slot[] {
  const active = bays.filter((b) => b.isActive);
  const live = liveBookings(bookings);
  const w = openingWindow(hours);
  return slotTimes(hours).map((time) => {
    const start = toMinutes(time);
    const end = start + w.interval;
    const taken = active.filter((bay) => live.some((b) => b.bayId === bay.id && overlaps(b, start, end))).length;
    const occupancy = active.length ? taken / active.length : 1;
    return { time, occupancy, available: taken < active.length };
  });
}

/** A bay is free when active, inside opening hours and not overlapping a live booking. */
export function bayIsFree(bay: Bay, bookings: DayBooking[], hours: BusinessHours | undefined, time: string, duration: number): boolean {
  if (!bay.isActive) return false;
  const w = openingWindow(hours);
  const start = toMinutes(time);
  const end = start + duration * 60;
  if (start < w.open || end > w.close) return false;
  return !liveBookings(bookings).some((b) => b.bayId === bay.id && overlaps(b, start, end));
}

export function isPeak(time: string, hours: BusinessHours | undefined): boolean {
  if (!hours?.peakStartTime || !hours.peakEndTime) return false;
  const t = toMinutes(time);
  return t >= toMinutes(hours.peakStartTime) && t < toMinutes(hours.peakEndTime);
}

/** The rate shown beside a bay: the day's peak/base rate, then the bay's, then 35.00. */
export function displayRateCents(bay: Bay, hours: BusinessHours | undefined, time: string | null): number {
  const peak = time ? isPeak(time, hours) : false;
  const candidates = peak ? [hours?.peakHourlyRate, bay.peakHourlyRate, hours?.baseHourlyRate, bay.hourlyRate] : [hours?.baseHourlyRate, bay.hourlyRate];
  for (const c of candidates) {
    const cents = toCents(c ?? null);
    if (cents > 0) return cents;
  }
  return DEFAULT_RATE_CENTS;
}

export function endTimeOf(time: string, duration: number): string {
  return addHoursToTime(time, duration);
}
