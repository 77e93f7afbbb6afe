import { Router, type Request } from 'express';
import type { AppContext } from '../../../app-context';
import { actorOf, requireAdmin } from '../../auth';
import { catalogSnapshot, systemSettingsOf } from '../../../projections/catalog/catalog.queries';
import { upcomingConfirmedByBay } from '../../../projections/catalog/upcoming-by-bay.queries';
import { completeNotifications } from '../../../domain/catalog/venue-settings';
import { setAdminNotifications, setSystemSettings } from '../../../commands/catalog/venue-settings.commands';
import { bayDto } from './catalog.routes';
import { notificationsSchema, systemSettingsSchema } from './venue-settings.schemas';
import { validated } from '../../route-input';

/** The venue's settings pages: system, admin notifications; bays as admins see them (door access: its module). */
export function venueSettingsRoutes(ctx: AppContext): Router {
  const router = Router();
  const meta = (req: Request) => ({ actor: actorOf(req) });
  const settings = async () => (await catalogSnapshot(ctx)).settings;
  const timeZone = ctx.config.VENUE_TIMEZONE;

  const systemJson = async () => ({ ...(await systemSettingsOf(ctx)), timeZone, timeZoneSource: 'VENUE_TIMEZONE' });

  router.get('/venue', async (_req, res) => {
    const { venueName, supportPhone } = await systemSettingsOf(ctx);
    // Customers' pages show this number: the one saved in System Settings, else the deployment's default.
    // The web writes amounts in the venue's currency and locale.
    const { currency, locale } = ctx.money;
    res.json({ name: venueName, supportPhone: supportPhone ?? ctx.config.SUPPORT_PHONE, timeZone, currency, locale });
  });

  router.get('/admin/system-settings', requireAdmin, async (_req, res) => {
    res.json(await systemJson());
  });
  router.put(
    '/admin/system-settings',
    requireAdmin,
    validated({ body: systemSettingsSchema }, async (req, res, valid) => {
      await setSystemSettings(ctx, valid.body, meta(req));
      res.json(await systemJson());
    }),
  );

  router.get('/admin/notifications', requireAdmin, async (_req, res) => {
    res.json((await settings()).notifications);
  });
  router.put(
    '/admin/notifications',
    requireAdmin,
    validated({ body: notificationsSchema }, async (req, res, { body }) => {
      const current = (await settings()).notifications;
      // Kinds not sent keep their current channels.
      const merged = current.channels.map((c) => body.channels.find((b) => b.kind === c.kind) ?? c);
      await setAdminNotifications(ctx, completeNotifications({ channels: merged }), meta(req));
      res.json((await settings()).notifications);
    }),
  );

  /** Every bay, inactive ones too, with its upcoming confirmed bookings (the deactivate warning). */
  router.get('/admin/bays', requireAdmin, async (_req, res) => {
    const [{ bays }, upcoming] = await Promise.all([catalogSnapshot(ctx), upcomingConfirmedByBay(ctx.knex, ctx.now())]);
    res.json(bays.map((b) => ({ ...bayDto(b), upcomingBookings: upcoming.get(b.id) ?? 0 })));
  });

  return router;
}
