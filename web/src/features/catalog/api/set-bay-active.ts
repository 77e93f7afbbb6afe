import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { toast } from '@/components/ui/toast-store';
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

/**
 * Deactivates a bay from the confirm dialog, which shows a failure inside itself and stays open: so
 * this one throws instead of toasting the error (useAction always toasts it).
 */
export function useDeactivateBay() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (bay: AdminBay) => {
      await setBayActive({ bay, isActive: false });
      await mutate(ADMIN_BAYS_KEY);
      toast({ title: `${bay.name} Deactivated` });
    },
    [mutate],
  );
}
