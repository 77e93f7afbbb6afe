import { useState } from 'react';
import { venueTimezone } from '@/config/venue';
import { addDays, venueNow } from '@/lib/dates';
import type { DateRange } from '../api/analytics';

export type Preset = 'last7' | 'last30' | 'thisYear' | 'last12' | 'custom';

export const PRESETS: Array<{ id: Preset; label: string }> = [
  { id: 'last7', label: 'Last 7 days' },
  { id: 'last30', label: 'Last 30 days' },
  { id: 'thisYear', label: 'This year' },
  { id: 'last12', label: 'Last 12 months' },
  { id: 'custom', label: 'Custom' },
];

/** A preset's dates, ending today in the venue's time zone. */
export function presetRange(preset: Exclude<Preset, 'custom'>, today: string): DateRange {
  switch (preset) {
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
    case 'thisYear':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'last12':
      return { from: addDays(today, -364), to: today };
  }
}

/**
 * The range the analytics pages show: a preset, or custom dates (null while they are incomplete or
 * reversed, with the reason in `error`; the server checks the rest).
 */
export function useDateRange(initial: Exclude<Preset, 'custom'> = 'last30') {
  const today = venueNow(venueTimezone()).date;
  const [preset, setPreset] = useState<Preset>(initial);
  const [custom, setCustom] = useState<DateRange>(() => presetRange(initial, today));
  let range: DateRange | null = preset === 'custom' ? custom : presetRange(preset, today);
  let error: string | undefined;
  if (preset === 'custom' && (!custom.from || !custom.to)) range = null;
  else if (preset === 'custom' && custom.from > custom.to) {
    range = null;
    error = 'The start date must be on or before the end date.';
  }
  const choose = (next: Preset) => {
    if (next === 'custom' && range) setCustom(range);
    setPreset(next);
  };
  return { preset, choose, custom, setCustom, range, error };
}
