import type { ApprovalPaidAnswer, PaymentApprovalView } from '@contracts/checkout/payment-approvals';
import useSWR from 'swr';
import { api, fetcher } from '@/lib/api-client';

export type { ApprovalPaidAnswer, PaymentApprovalView };

export const MY_APPROVALS_KEY = '/api/payment-approvals';
export const approvalKey = (approvalId: string) => `/api/payment-approvals/${encodeURIComponent(approvalId)}`;

/** The signed-in customer's payments waiting for their approval with their bank. */
export function useMyApprovals(enabled = true) {
  const { data, mutate } = useSWR(enabled ? MY_APPROVALS_KEY : null, fetcher<{ approvals: PaymentApprovalView[] }>);
  return { approvals: data?.approvals ?? [], refresh: mutate };
}

/** One approval by its link (no sign-in needed: the link is the key). */
export function useApproval(approvalId: string) {
  const { data, error, isLoading, mutate } = useSWR(approvalKey(approvalId), fetcher<PaymentApprovalView>, {
    shouldRetryOnError: false,
  });
  return { approval: data ?? null, error, isLoading, refresh: mutate };
}

/** Opens the bank's page for it: where to send the customer. */
export function startApproval(approvalId: string): Promise<{ url: string }> {
  return api.post<{ url: string }>(`${approvalKey(approvalId)}/start`, {});
}

/** Back from the bank: the server takes the approved payment and pays what it was for. */
export function completeApproval(approvalId: string): Promise<ApprovalPaidAnswer> {
  return api.post<ApprovalPaidAnswer>(`${approvalKey(approvalId)}/complete`, {});
}
