import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { STAFF_KEYS } from './staff-keys';

export interface SetEmployeeRoleInput {
  userId: string;
  isEmployee: boolean;
  /** The account's name, for the toast. */
  name: string;
}

/** PUT /api/admin/users/:id/roles with { isEmployee }. */
export function setEmployeeRole({ userId, isEmployee }: SetEmployeeRoleInput): Promise<unknown> {
  return api.put(`/api/admin/users/${userId}/roles`, { isEmployee });
}

/** Adds or removes the employee role; toasts "Employee Added"/"Employee Removed" and re-reads the staff lists. */
export function useSetEmployeeRole(onSuccess?: () => void) {
  return useAction('/api/admin/users/roles', setEmployeeRole, {
    success: (_r, input) => ({
      title: input.isEmployee ? 'Employee Added' : 'Employee Removed',
      description: input.name,
    }),
    failure: 'Role Change Failed',
    revalidate: STAFF_KEYS,
    onSuccess: () => onSuccess?.(),
  });
}
