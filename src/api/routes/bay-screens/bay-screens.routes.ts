import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { callStaffFromBay } from '../../../commands/bay-screens/bay-call-staff.command';
import { bayOf, pairBayDevice, revokeBayDevice } from '../../../commands/bay-screens/bay-devices.commands';
import { extendFromBay } from '../../../commands/bay-screens/bay-extend.command';
import {
  bayExtendInput,
  pairDeviceInput,
  type BayAgentSessionAnswer,
} from '../../../contracts/bay-screens/bay-screens';
import { NotFoundError } from '../../../lib/errors';
import { bayNowAndNext, devicesOfBay, sessionView } from '../../../projections/bay-screens/bay-screens.queries';
import { actorOf, requireAdmin } from '../../auth';
import { validated } from '../../route-input';
import { deviceOf, requireDevice } from './bay-device-auth';
import { BayEventStreams } from './bay-event-streams';
import { bayTabRoutes } from './bay-tab.routes';

const deviceIdParam = z.uuid();

/** Bay screens: admins pair and revoke a bay's devices; a device reads and acts for its bay by its token. */
export function bayScreensRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/admin/bays/:id/devices', requireAdmin, async (req, res) => {
    const bay = await bayOf(ctx, String(req.params.id));
    res.json({ items: await devicesOfBay(ctx.knex, bay.id) });
  });
  router.post(
    '/admin/bays/:id/devices',
    requireAdmin,
    validated({ body: pairDeviceInput }, async (req, res, { body }) => {
      res.status(201).json(await pairBayDevice(ctx, String(req.params.id), body.name, actorOf(req)));
    }),
  );
  router.delete('/admin/bays/:id/devices/:deviceId', requireAdmin, async (req, res) => {
    const bay = await bayOf(ctx, String(req.params.id));
    const deviceId = deviceIdParam.safeParse(req.params.deviceId);
    if (!deviceId.success) throw new NotFoundError('No such device on this bay.', 'BAY_DEVICE.NOT_FOUND');
    await revokeBayDevice(ctx, bay.id, deviceId.data, actorOf(req));
    res.status(204).end();
  });

  const device = requireDevice(ctx);
  router.get('/bay-agent/session', device, async (_req, res) => {
    const me = deviceOf(res);
    const bay = await bayOf(ctx, me.bayId);
    const now = ctx.now();
    const { current, next } = await bayNowAndNext(ctx.knex, bay.id, now);
    const answer: BayAgentSessionAnswer = {
      bay: { id: bay.id, name: bay.name },
      current: current && sessionView(current),
      next: next && sessionView(next),
      serverTime: now.toISOString(),
    };
    res.json(answer);
  });

  const streams = new BayEventStreams(ctx);
  router.get('/bay-agent/events', requireDevice(ctx, { allowQueryToken: true }), async (req, res) => {
    await streams.open(req, res, deviceOf(res).bayId);
  });

  router.post(
    '/bay-agent/extend',
    device,
    validated({ body: bayExtendInput }, async (req, res, { body }) => {
      const header = req.headers['idempotency-key'];
      const key = typeof header === 'string' && /^[\w-]{8,100}$/.test(header) ? header : null;
      res.json(await extendFromBay(ctx, deviceOf(res).bayId, body.minutes, key));
    }),
  );
  router.post('/bay-agent/call-staff', device, async (_req, res) => {
    const me = deviceOf(res);
    const bay = await bayOf(ctx, me.bayId);
    res.status(201).json(await callStaffFromBay(ctx, { id: bay.id, name: bay.name }, me.deviceId));
  });
  bayTabRoutes(ctx, router, device);
  return router;
}
