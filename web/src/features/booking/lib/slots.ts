import { addHoursToTime } from '@/lib/dates';

export const DURATIONS = [1, 2, 3, 4] as const;

export type OccupancyLevel = 'low' | 'mid' | 'high';

/** At or under 50% green; under 75% orange; otherwise red. */
export function occupancyLevel(share: number): OccupancyLevel {
  if (share <= 0.5) return 'low';
  if (share < 0.75) return 'mid';
  return 'high';
}

export function endTimeOf(time: string, duration: number): string {
  return addHoursToTime(time, duration);
}
