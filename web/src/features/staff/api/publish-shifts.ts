import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { STAFF_KEYS } from './staff-keys';

export interface PublishShiftsResult {
  published: boolean;
  employees: number;
}

/** POST /api/admin/shifts/publish: texts each employee their shifts of the week (nothing when unchanged). */
export function publishShifts(weekStart: string): Promise<PublishShiftsResult> {
  return api.post<PublishShiftsResult>('/api/admin/shifts/publish', { weekStart });
}

export function usePublishShifts() {
  return useAction('/api/admin/shifts/publish', publishShifts, {
    success: (res) => ({
      title: res.published ? 'Week Published' : 'Nothing New to Publish',
      description: res.published
        ? `${res.employees} employee${res.employees === 1 ? '' : 's'} will get their shifts by text.`
        : 'The week is unchanged since it was last published; nobody is texted again.',
    }),
    failure: 'Publish Failed',
    revalidate: STAFF_KEYS,
  });
}
