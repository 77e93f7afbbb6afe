import useSWR from 'swr';
import { SUPPORT_PHONE, SUPPORT_PHONE_HREF } from '@/config/venue';
import { api } from '@/lib/api-client';

/** GET /api/venue: the venue's public facts (its support phone as saved in System Settings, else the default). */
export interface VenueFacts {
  name: string;
  supportPhone: string | null;
  timeZone: string;
  /** ISO 4217 code and BCP 47 locale every amount is written in (older servers: absent, USD). */
  currency?: string;
  locale?: string;
}

export const VENUE_KEY = '/api/venue';

/** `+12125550123` → `+1 (212) 555-0123`; any other number as it is. */
export function displayPhone(phone: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone.replace(/[^\d+]/g, ''));
  return us ? `+1 (${us[1]}) ${us[2]}-${us[3]}` : phone;
}

/**
 * The support phone customers see and call: the one saved in System Settings (the server answers the
 * default when none is saved); the built-in default until the venue answers.
 */
export function useSupportPhone(): { display: string; href: string } {
  const { data } = useSWR(VENUE_KEY, (k: string) => api.get<VenueFacts>(k), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const phone = data?.supportPhone;
  if (!phone) return { display: SUPPORT_PHONE, href: SUPPORT_PHONE_HREF };
  return { display: displayPhone(phone), href: `tel:${phone.replace(/[^\d+]/g, '')}` };
}
