import { Router } from 'express';
import { DateTime } from 'luxon';
import type { AppContext } from '../../../app-context';
import { saveDoorAccessSettings } from '../../../commands/door-access/door-access.commands';
import {
  doorAccessSettingsInput,
  type BookingDoorCodeAnswer,
  type DoorAccessSettingsAnswer,
} from '../../../contracts/door-access/door-access';
import { listParams } from '../../../contracts/lists';
import { bookingById } from '../../../projections/bookings';
import { BookingError } from '../../../domain/booking-errors';
import { UnauthorizedError } from '../../../lib/errors';
import { activeDoorCode, doorAccessSettings, doorCodeLog } from '../../../projections/door-access/door-access.queries';
import { actorOf, currentUser, requireAdmin, requireAuth } from '../../auth';
import { checkOutboundUrl } from '../webhooks';
import { validated } from '../../route-input';

/** Door codes: admins set the provider and see every code issued; a customer sees their own code. */
export function doorAccessRoutes(ctx: AppContext): Router {
  const router = Router();
  const answer = async (): Promise<DoorAccessSettingsAnswer> => {
    const s = await doorAccessSettings(ctx.knex);
    return {
      enabled: s.enabled,
      provider: s.provider,
      webhookUrl: s.webhookUrl,
      hasSecret: Boolean(s.secretSealed),
      minutesBefore: s.minutesBefore,
      codeLength: s.codeLength,
      updatedAt: s.updatedAt,
    };
  };

  router.get('/admin/door-access', requireAdmin, async (_req, res) => {
    res.json(await answer());
  });
  router.put(
    '/admin/door-access',
    requireAdmin,
    validated({ body: doorAccessSettingsInput }, async (req, res, { body }) => {
      if (body.webhookUrl) await checkOutboundUrl(body.webhookUrl, ctx.config);
      await saveDoorAccessSettings(ctx, body, actorOf(req));
      res.json(await answer());
    }),
  );
  router.get(
    '/admin/door-access/codes',
    requireAdmin,
    validated({ query: listParams }, async (req, res, valid) => {
      res.json(await doorCodeLog(ctx.knex, valid.query));
    }),
  );

  router.get('/bookings/:id/door-code', requireAuth, async (req, res) => {
    const user = currentUser(req);
    if (!user) throw new UnauthorizedError();
    const booking = await bookingById(ctx, String(req.params.id));
    if (!booking) throw new BookingError('BOOKING.NOT_FOUND');
    if (booking.userId !== user.id && !user.isAdmin) throw new BookingError('BOOKING.FORBIDDEN');
    const code = await activeDoorCode(ctx.knex, String(req.params.id));
    // No code (door codes are off, or it is not issued yet) is an answer, not a failed request.
    if (!code) {
      res.json(null);
      return;
    }
    const answer: BookingDoorCodeAnswer = {
      ...code,
      opensAt: DateTime.fromISO(code.validFrom, { zone: ctx.config.VENUE_TIMEZONE }).toFormat('h:mm a'),
    };
    res.json(answer);
  });
  return router;
}
