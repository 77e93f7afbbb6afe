import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { ADMIN_BAYS_KEY, type AdminBay } from './bays';

/** PATCH /api/admin/bays/:id with only isActive. */
export function setBayActive({ bay, isActive }: { bay: AdminBay; isActive: boolean }): Promise<unknown> {
  return api.patch(`/api/admin/bays/${bay.id}`, { isActive });
}

/** Activates a bay from its row: an error toast when it fails. */
export function useActivateBay() {
  return useAction(`${ADMIN_BAYS_KEY}#activate`, (bay: AdminBay) => setBayActive({ bay, isActive: true }), {
    success: (_r, bay) => ({ title: `${bay.name} Activated` }),
    failure: 'Activate Failed',
    revalidate: [ADMIN_BAYS_KEY],
  });
}

/** Deactivates a bay from the confirm dialog, which shows a failure inside itself and stays open (no error toast). */
export function useDeactivateBay() {
  return useAction(`${ADMIN_BAYS_KEY}#deactivate`, (bay: AdminBay) => setBayActive({ bay, isActive: false }), {
    success: (_r, bay) => ({ title: `${bay.name} Deactivated` }),
    failure: null,
    rethrow: true,
    revalidate: [ADMIN_BAYS_KEY],
  });
}
