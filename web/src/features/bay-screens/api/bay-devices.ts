import useSWR from 'swr';
import type { BayDeviceView, PairedDeviceAnswer } from '@contracts/bay-screens/bay-screens';
import { api } from '@/lib/api-client';

export type { BayDeviceView, PairedDeviceAnswer };

export const bayDevicesKey = (bayId: string) => `/api/admin/bays/${encodeURIComponent(bayId)}/devices`;

/** A bay's paired devices with their last contact (admins). */
export function useBayDevices(bayId: string) {
  return useSWR(bayDevicesKey(bayId), (k: string) => api.get<{ items: BayDeviceView[] }>(k));
}

/** Pairs a device: the answer holds the token, shown this once. */
export function pairDevice(bayId: string, name: string) {
  return api.post<PairedDeviceAnswer>(bayDevicesKey(bayId), { name });
}

export function revokeDevice(bayId: string, deviceId: string) {
  return api.delete<void>(`${bayDevicesKey(bayId)}/${encodeURIComponent(deviceId)}`);
}
