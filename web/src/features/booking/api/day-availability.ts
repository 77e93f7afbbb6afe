import { useMemo } from 'react';
import { dayOfWeek, toMinutes, venueNow } from '@/lib/dates';
import { VENUE_TIMEZONE } from '@/config/venue';
import { hoursFor, useBays, useBusinessHours } from './catalog';
import { useDayBookings } from './day-bookings';
import { bayIsFree, computeSlots, displayRateCents, isPeak } from '../lib/slots';
import type { BayOption } from '../components/bay-list';

/** Slots of a day (past ones hidden) and each bay's state for the chosen time and duration. */
export function useDayAvailability(date: string, time: string | null, duration: number | null) {
  const { bays, isLoading: baysLoading, error: baysError } = useBays();
  const { hours: week, isLoading: hoursLoading } = useBusinessHours();
  const { bookings, isLoading: bookingsLoading, mutate } = useDayBookings(date);
  const hours = hoursFor(week, dayOfWeek(date));

  const slots = useMemo(() => {
    const all = computeSlots(hours, bays, bookings);
    const now = venueNow(VENUE_TIMEZONE);
    if (date > now.date) return all;
    if (date < now.date) return [];
    return all.filter((s) => toMinutes(s.time) > now.minutes);
  }, [hours, bays, bookings, date]);

  const bayOptions: BayOption[] = useMemo(
    () =>
      bays
        .filter((b) => b.isActive)
        .map((bay) => ({
          bay,
          free: time && duration ? bayIsFree(bay, bookings, hours, time, duration) : true,
          rateCents: displayRateCents(bay, hours, time),
        })),
    [bays, bookings, hours, time, duration],
  );

  return {
    slots,
    bayOptions,
    peak: time ? isPeak(time, hours) : false,
    loading: baysLoading || hoursLoading || bookingsLoading,
    error: baysError,
    refresh: mutate,
  };
}
