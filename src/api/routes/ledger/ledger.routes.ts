import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { ledgerBalances } from '../../../projections/ledger/ledger.queries';
import { reconciliationReport } from '../../../projections/ledger/reconcile.queries';
import { reconcileProviders } from '../../../projections/ledger/provider-reconcile';
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

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates look like 2026-01-31.');
export const providerPeriod = z.object({ from: day.optional(), to: day.optional() }).strict();

/** Reports -> Reconciliation: the ledger's invariants checked now, and balances by scope. */
export function ledgerRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/admin/reconciliation', requireAdmin, async (_req, res) => {
    res.json(await reconciliationReport(ctx.knex, { now: ctx.now() }));
  });
  router.get(
    '/admin/reconciliation/providers',
    requireAdmin,
    validated({ query: providerPeriod }, async (_req, res, { query }) => {
      const to = query.to ? new Date(`${query.to}T00:00:00Z`) : new Date(ctx.now().getTime() + 86_400_000);
      const from = query.from ? new Date(`${query.from}T00:00:00Z`) : new Date(to.getTime() - 30 * 86_400_000);
      res.json({
        from: from.toISOString(),
        to: to.toISOString(),
        providers: await reconcileProviders(ctx, { from, to }),
      });
    }),
  );
  router.get(
    '/admin/ledger/balances',
    requireAdmin,
    validated({ query: ledgerBalanceQuery }, async (req, res, { query: scope }) => {
      res.json({ scope, balances: await ledgerBalances(ctx.knex, scope) });
    }),
  );
  return router;
}
