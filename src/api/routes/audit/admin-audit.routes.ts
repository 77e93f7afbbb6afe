import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { auditAsOf, auditHistory, correlationStory } from '../../../commands/audit/audit.service';
import { auditKinds } from '../../../commands/audit/audit-subjects';
import { asOfQuery, auditPathOf, auditQuery } from '../../../contracts/audit/audit';
import { requireAdmin } from '../../auth';
import { parse } from '../../validation';
import { validated } from '../../route-input';

const correlationPath = z.object({ correlationId: z.string().trim().min(1).max(200) });

/** Admins: the history of a subject some module declares (a booking, balance, gift card, membership, ...). */
export function adminAuditRoutes(ctx: AppContext): Router {
  const router = Router();
  // The kinds the modules declare, read once the app is composed (ctx.modules).
  let path: ReturnType<typeof auditPathOf> | undefined;
  const auditPath = () => (path ??= auditPathOf(auditKinds(ctx)));

  router.get(
    '/admin/audit/correlation/:correlationId',
    requireAdmin,
    validated({ query: auditQuery }, async (req, res, valid) => {
      const { correlationId } = parse(correlationPath, req.params);
      res.json(await correlationStory(ctx, correlationId, valid.query));
    }),
  );

  router.get(
    '/admin/audit/:kind/:id/as-of',
    requireAdmin,
    validated({ query: asOfQuery }, async (req, res, valid) => {
      const { kind, id } = parse(auditPath(), req.params);
      res.json(await auditAsOf(ctx, kind, id, valid.query.at));
    }),
  );

  router.get(
    '/admin/audit/:kind/:id',
    requireAdmin,
    validated({ query: auditQuery }, async (req, res, valid) => {
      const { kind, id } = parse(auditPath(), req.params);
      res.json(await auditHistory(ctx, kind, id, valid.query));
    }),
  );

  return router;
}
