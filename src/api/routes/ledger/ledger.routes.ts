import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { ledgerBalances } from '../../../projections/ledger/ledger.queries';
import { reconciliationReport } from '../../../projections/ledger/reconcile.queries';
import { requireAdmin } from '../../auth';
import { validated } from '../../route-input';

export const ledgerBalanceQuery = z
  .object({
    userId: z.string().min(1).max(100).optional(),
    bookingId: z.string().min(1).max(100).optional(),
    orderId: z.string().min(1).max(100).optional(),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-01-31.')
      .optional(),
  })
  .strict();

/** Reports -> Reconciliation: the ledger's invariants checked now, and balances by scope. */
export function ledgerRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/admin/reconciliation', requireAdmin, async (_req, res) => {
    res.json(await reconciliationReport(ctx.knex, { now: ctx.now() }));
  });
  router.get(
    '/admin/ledger/balances',
    requireAdmin,
    validated({ query: ledgerBalanceQuery }, async (req, res, { query: scope }) => {
      res.json({ scope, balances: await ledgerBalances(ctx.knex, scope) });
    }),
  );
  return router;
}
