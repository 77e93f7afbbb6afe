import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { setWaiver, signWaiver } from '../../../commands/waivers/waiver.commands';
import { signWaiverInput, waiverSettingsInput, type WaiverAnswer } from '../../../contracts/waivers/waivers';
import { NotFoundError, UnauthorizedError } from '../../../lib/errors';
import {
  adminWaiver,
  currentWaiver,
  waiverSignaturesOf,
  waiverStatus,
} from '../../../projections/waivers/waivers.queries';
import { actorOf, currentUser, requireAdmin, requireAuth } from '../../auth';
import { validated } from '../../route-input';

/** The venue's waiver: admins set it, anyone reads it, a signed-in customer signs it. */
export function waiversRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/waiver', async (_req, res) => {
    const answer: WaiverAnswer = await currentWaiver(ctx.knex);
    res.json(answer);
  });

  router.get('/waiver/status', requireAuth, async (req, res) => {
    const user = currentUser(req);
    if (!user) throw new UnauthorizedError();
    res.set('Cache-Control', 'private, no-cache');
    res.json(await waiverStatus(ctx.knex, user.id));
  });

  router.post(
    '/waiver/sign',
    requireAuth,
    validated({ body: signWaiverInput }, async (req, res, { body }) => {
      const user = currentUser(req);
      if (!user) throw new UnauthorizedError();
      const signed = await signWaiver(
        ctx,
        {
          userId: user.id,
          version: body.version,
          fullName: body.fullName,
          // The app trusts its proxies as configured, so req.ip is the signer's address.
          ip: req.ip ?? null,
          userAgent: req.get('user-agent') ?? null,
        },
        actorOf(req),
      );
      res.status(201).json(signed);
    }),
  );

  router.get('/admin/waiver', requireAdmin, async (_req, res) => {
    res.json(await adminWaiver(ctx.knex));
  });

  router.put(
    '/admin/waiver',
    requireAdmin,
    validated({ body: waiverSettingsInput }, async (req, res, { body }) => {
      await setWaiver(ctx, body, actorOf(req));
      res.json(await adminWaiver(ctx.knex));
    }),
  );

  router.get('/admin/users/:userId/waivers', requireAdmin, async (req, res) => {
    const userId = z.uuid().safeParse(req.params.userId);
    if (!userId.success) throw new NotFoundError('Customer not found', 'USER.NOT_FOUND');
    res.json(await waiverSignaturesOf(ctx.knex, userId.data));
  });

  return router;
}
