import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { receiveSms } from '../../../commands/messaging/messaging.commands';
import type { AppContext } from '../../../app-context';
import { devOutbox } from '../../../integrations/twilio/local-sms-twin';
import { parse } from '../../validation';
import { phoneBody } from '../../phone.schemas';

/** The local SMS twin's outbox, newest first. Never mounted in production. */
export function devSmsRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get('/dev/sms-outbox', async (req, res) => {
    const phone =
      req.query.phone !== undefined ? parse(phoneBody, { phoneNumber: String(req.query.phone) }).phoneNumber : null;
    res.json({ messages: await devOutbox(ctx.knex, phone) });
  });
  /** The twin of a customer's phone texting the venue's number (what Twilio's webhook would bring). */
  router.post('/dev/sms-inbound', async (req, res) => {
    const { phoneNumber } = parse(phoneBody, { phoneNumber: String(req.body?.from ?? '') });
    const body = String(req.body?.body ?? '').slice(0, 1600);
    res.json(await receiveSms(ctx, { from: phoneNumber, body, providerId: `dev-${randomUUID()}` }));
  });
  return router;
}
