import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { auditAsOf, auditHistory, correlationStory } from '../../commands/audit/audit.service';
import { asOfQuery, auditPath, auditQuery } from '../../contracts/audit';
import { requireAdmin } from '../auth';
import { parse } from '../validation';

const correlationPath = z.object({ correlationId: z.string().trim().min(1).max(200) });

/** Admins: the history of a booking, balance, gift card, membership, coupon, timeclock or tournament. */
export function adminAuditRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/admin/audit/correlation/:correlationId', requireAdmin, async (req, res) => {
    const { correlationId } = parse(correlationPath, req.params);
    res.json(await correlationStory(ctx, correlationId, parse(auditQuery, req.query)));
  });

  router.get('/admin/audit/:kind/:id/as-of', requireAdmin, async (req, res) => {
    const { kind, id } = parse(auditPath, req.params);
    res.json(await auditAsOf(ctx, kind, id, parse(asOfQuery, req.query).at));
  });

  router.get('/admin/audit/:kind/:id', requireAdmin, async (req, res) => {
    const { kind, id } = parse(auditPath, req.params);
    res.json(await auditHistory(ctx, kind, id, parse(auditQuery, req.query)));
  });

  return router;
}
