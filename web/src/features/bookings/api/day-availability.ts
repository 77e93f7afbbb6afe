import { useMemo } from 'react';
import useSWR from 'swr';
import { fetcher } from '@/lib/api-client';
import { toCents } from '@/lib/money';
import type { Slot } from './types';
import type { BayOption } from '../components/bay-list';

import type { AvailabilityResponse } from '@contracts/bookings/bookings';

/** GET /api/availability, as the server's contract types it. */
export type Availability = AvailabilityResponse;

export const availabilityKey = (date: string, duration: number, tournamentId?: string) =>
  `/api/availability?date=${date}&duration=${duration}${tournamentId ? `&tournamentId=${encodeURIComponent(tournamentId)}` : ''}`;

const hhmm = (t: string) => t.slice(0, 5);

/**
 * The server's availability for a day and duration: slots (past ones already left out) with
 * occupancy, and per bay whether it is free from the chosen time and what it costs.
 */
export function useDayAvailability(
  date: string,
  time: string | null,
  duration: number | null,
  /** A tournament on this date: its day is open for entries beyond the advance window. */
  tournamentId?: string,
) {
  const hours = duration ?? 1;
  const { data, error, isLoading, mutate } = useSWR(availabilityKey(date, hours, tournamentId), fetcher<Availability>, {
    keepPreviousData: true,
    revalidateOnFocus: true,
  });

  const slots: Slot[] = useMemo(
    () =>
      (data?.slots ?? []).map((s) => ({
        time: hhmm(s.time),
        endTime: hhmm(s.endTime),
        occupancy: s.occupancy,
        level: s.occupancyLevel,
        available: s.availableBays > 0,
        fits: s.fits,
      })),
    [data],
  );

  const bayOptions: BayOption[] = useMemo(() => {
    const slot = time ? data?.slots.find((s) => hhmm(s.time) === time) : undefined;
    return (data?.bays ?? []).map((bay) => {
      const entry = slot?.bays.find((b) => b.bayId === bay.id);
      const total = entry?.totalAmount ?? null;
      return {
        bay: { id: bay.id, name: bay.name, description: bay.type, isActive: true },
        free: Boolean(entry?.available),
        totalCents: total === null ? null : toCents(total),
        hours,
      };
    });
  }, [data, time, hours]);

  return {
    slots,
    bayOptions,
    bookable: data ? data.bookable : true,
    message: data?.message ?? null,
    durations: data?.durations ?? null,
    timezone: data?.timezone,
    loading: isLoading && !data,
    error,
    refresh: mutate,
  };
}
