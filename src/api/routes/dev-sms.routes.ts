import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { parse } from '../validation';
import { phoneBody } from './auth.schemas';

/** The local SMS twin's outbox, newest first. Never mounted in production. */
export function devSmsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/dev/sms-outbox', async (req, res) => {
    const query = ctx.knex('dev_sms_outbox').orderBy('id', 'desc').limit(100);
    if (req.query.phone !== undefined) {
      const { phoneNumber } = parse(phoneBody, { phoneNumber: String(req.query.phone) });
      query.where({ to_phone: phoneNumber });
    }
    const rows = await query;
    res.json({
      messages: rows.map((r) => ({
        smsId: r.sms_id,
        to: r.to_phone,
        body: r.body,
        reason: r.reason,
        sentAt: new Date(r.sent_at).toISOString(),
      })),
    });
  });
  return router;
}
