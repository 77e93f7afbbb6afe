import useSWR from 'swr';
import type {
  AdminWaiverAnswer,
  SignWaiverBody,
  WaiverAnswer,
  WaiverSettingsBody,
  WaiverSignedAnswer,
  WaiverStatusAnswer,
} from '@contracts/waivers/waivers';
import { api } from '@/lib/api-client';

export type { AdminWaiverAnswer, WaiverAnswer, WaiverStatusAnswer };

export const WAIVER_KEY = '/api/waiver';
export const WAIVER_STATUS_KEY = '/api/waiver/status';
export const ADMIN_WAIVER_KEY = '/api/admin/waiver';

/** The venue's current waiver (its text and version). */
export function useWaiver() {
  return useSWR(WAIVER_KEY, (k: string) => api.get<WaiverAnswer>(k));
}

/** Whether this signed-in customer must sign before booking (keyed by the user: a new sign-in asks again). */
export function useWaiverStatus(userId: string | null) {
  return useSWR(userId ? [WAIVER_STATUS_KEY, userId] : null, ([k]: [string, string]) => api.get<WaiverStatusAnswer>(k));
}

/** POST /api/waiver/sign: the version read and the name typed. */
export function signWaiver(body: SignWaiverBody): Promise<WaiverSignedAnswer> {
  return api.post<WaiverSignedAnswer>('/api/waiver/sign', body);
}

export function useAdminWaiver() {
  return useSWR(ADMIN_WAIVER_KEY, (k: string) => api.get<AdminWaiverAnswer>(k));
}

/** PUT /api/admin/waiver; answers the settings and versions as saved. */
export function saveWaiver(body: WaiverSettingsBody): Promise<AdminWaiverAnswer> {
  return api.put<AdminWaiverAnswer>(ADMIN_WAIVER_KEY, body);
}
