import { fieldErrorsOf } from '@/components/admin/form-errors';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import type { MembershipPlanView } from '@/lib/memberships';

export const PLANS_ADMIN_KEY = '/api/admin/membership-plans';

export interface PlanBody {
  name: string;
  description: string | null;
  monthlyFee: string;
  discountAmount: string;
  freeCreditsPerMonth: number;
  advanceBookingDays: number;
  creditRestrictedDays: string[];
  creditRestrictedStartTime: string | null;
  creditRestrictedEndTime: string | null;
  isActive: boolean;
  sortOrder: number;
}

/**
 * Create a plan (POST) or save a new definition of one (PUT /api/admin/membership-plans/:id). A
 * refusal shows beside its fields (no toast).
 */
export function useSavePlan(
  planId: string | null,
  handlers: { onSaved: (plan: MembershipPlanView) => void; onErrors: (errors: Record<string, string>) => void },
) {
  return useAction(
    `${PLANS_ADMIN_KEY}#save`,
    (body: PlanBody) =>
      planId
        ? api.put<MembershipPlanView>(`${PLANS_ADMIN_KEY}/${encodeURIComponent(planId)}`, body)
        : api.post<MembershipPlanView>(PLANS_ADMIN_KEY, body),
    {
      success: (saved) => ({ title: 'Plan Saved', description: `${saved.name} is saved.` }),
      failure: null,
      onError: (e) => handlers.onErrors(fieldErrorsOf(e)),
      onSuccess: handlers.onSaved,
      revalidate: [PLANS_ADMIN_KEY],
    },
  );
}
