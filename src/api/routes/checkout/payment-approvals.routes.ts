import { Router, type Request } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { completeApproval, owedApproval } from '../../../commands/checkout/payment-approval-order';
import { openApprovalPage } from '../../../commands/payments';
import type { PaymentApprovalView } from '../../../contracts/checkout/payment-approvals';
import { NotFoundError } from '../../../lib/errors';
import { toDecimalString } from '../../../lib/money';
import { approvalById, openApprovalsOf, type ApprovalRow } from '../../../projections/payments';
import { requireAuth } from '../../auth';
import { validated } from '../../route-input';

const noBody = z.object({}).strict();

/**
 * Payments the customer's bank wants them to approve (3-D Secure), after an off-session charge (a
 * renewal, a fee) needed it. The link they are texted and emailed carries the approval's random id:
 * the link is the key (like a payment link), so it works on the phone without signing in; it can only
 * pay what the account owes, with the account's own card, after its bank approves.
 */
export function paymentApprovalRoutes(ctx: AppContext): Router {
  const router = Router();
  const view = (a: ApprovalRow): PaymentApprovalView => ({
    approvalId: a.approvalId,
    purpose: a.purpose,
    label: a.label,
    amount: toDecimalString(a.amountCents),
    status: a.status,
    reason: a.reason,
    requestedAt: a.requestedAt,
    expiresAt: a.expiresAt,
    venueName: ctx.config.VENUE_NAME,
  });
  const idOf = (req: Request) => String(req.params.approvalId);

  router.get('/payment-approvals', requireAuth, async (req, res) => {
    res.json({ approvals: (await openApprovalsOf(ctx.knex, req.user!.id)).map(view) });
  });

  router.get('/payment-approvals/:approvalId', async (req, res) => {
    const approval = await approvalById(ctx.knex, idOf(req));
    if (!approval) throw new NotFoundError('This payment link does not exist.', 'APPROVAL.NOT_FOUND');
    res.json(view(approval));
  });

  router.post(
    '/payment-approvals/:approvalId/start',
    validated({ body: noBody }, async (req, res) => {
      const owed = await owedApproval(ctx, idOf(req));
      res.json(await openApprovalPage(ctx, owed.approvalId, owed.amountCents));
    }),
  );

  router.post(
    '/payment-approvals/:approvalId/complete',
    validated({ body: noBody }, async (req, res) => {
      const outcome = await completeApproval(ctx, idOf(req));
      res.json({
        status: 'paid',
        orderId: outcome.orderId,
        label: outcome.plan.lines.map((l) => l.label).join(', '),
        amountCharged: toDecimalString(outcome.amountChargedCents),
      });
    }),
  );
  return router;
}
