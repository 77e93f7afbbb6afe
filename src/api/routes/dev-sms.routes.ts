import { Router } from 'express';
import type { AppContext } from '../../app-context';
import { devOutbox } from '../../integrations/twilio/local-sms-twin';
import { parse } from '../validation';
import { phoneBody } from './auth.schemas';

/** The local SMS twin's outbox, newest first. Never mounted in production. */
export function devSmsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/dev/sms-outbox', async (req, res) => {
    const phone =
      req.query.phone !== undefined ? parse(phoneBody, { phoneNumber: String(req.query.phone) }).phoneNumber : null;
    res.json({ messages: await devOutbox(ctx.knex, phone) });
  });
  return router;
}
