import useSWR from 'swr';
import type { NoShowPolicyDto, NoShowPolicyRequest } from '@contracts/no-show/no-show';
import { api } from '@/lib/api-client';

export const NO_SHOW_POLICY_KEY = '/api/admin/no-show-policy';

/** The card-on-file rule and the no-show and late cancellation fees. */
export function useNoShowPolicy() {
  return useSWR(NO_SHOW_POLICY_KEY, (k: string) => api.get<NoShowPolicyDto>(k));
}

/** PUT /api/admin/no-show-policy; answers the policy as saved (the page's settings form toasts). */
export function saveNoShowPolicy(input: NoShowPolicyRequest): Promise<NoShowPolicyDto> {
  return api.put<NoShowPolicyDto>(NO_SHOW_POLICY_KEY, input);
}
