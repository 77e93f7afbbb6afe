import { Router } from 'express';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { checkTabAccess } from '../../../commands/tabs/tab-access';
import { addTabItem, refundTabLine, settleTabAtDesk } from '../../../commands/tabs/tab.commands';
import { closeTab } from '../../../commands/tabs/close-tab';
import { deleteMenuItem, saveMenuItem } from '../../../commands/tabs/menu.commands';
import { addTabItemInput, refundTabLineInput, settleTabInput } from '../../../contracts/tabs/tabs';
import { MENU_CATEGORIES } from '../../../domain/tabs/tabs.events';
import { NotFoundError, UnauthorizedError } from '../../../lib/errors';
import { activeMenu, getTab, listMenu, menuItemById } from '../../../projections/tabs/tabs.queries';
import { staffTabs } from '../../../projections/tabs/staff-tabs.queries';
import { boundedDollars, wholeNumber } from '../../admin-bounds';
import { actorOf, currentUser, requireAdmin, requireAuth, requireEmployee } from '../../auth';
import { validated } from '../../route-input';

/** An admin's menu item: price in dollars ("7.50") like the other admin prices, stored in cents. */
export const menuItemSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name is at most 100 characters'),
  category: z.enum(MENU_CATEGORIES, { error: `Category is one of ${MENU_CATEGORIES.join(', ')}` }),
  price: boundedDollars(100_000, 'Menu prices are').refine((cents) => cents > 0, 'A menu item needs a price above 0'),
  active: z.boolean({ error: 'Active is true or false' }).default(true),
  sortOrder: wholeNumber('Sort order', -1_000_000, 1_000_000, 'Sort order is a whole number').default(0),
});

export const staffTabsQuery = z.object({
  status: z
    .string()
    .optional()
    .transform((s) => (s ? s.split(',') : ['open', 'unpaid', 'needs_approval']))
    .pipe(z.array(z.enum(['open', 'unpaid', 'needs_approval', 'charged', 'settled'], 'Unknown tab status'))),
});

const caller = (req: Parameters<typeof currentUser>[0]) => {
  const user = currentUser(req);
  if (!user) throw new UnauthorizedError();
  return user;
};

/** Bar tabs: the admin's menu, a booking's tab for its customer and staff, the staff's open and unpaid tabs. */
export function tabsRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/admin/menu-items', requireAdmin, async (_req, res) => {
    res.json(await listMenu(ctx));
  });
  router.post(
    '/admin/menu-items',
    requireAdmin,
    validated({ body: menuItemSchema }, async (req, res, { body }) => {
      const { price, ...rest } = body;
      res.status(201).json(await saveMenuItem(ctx, { ...rest, priceCents: price }, actorOf(req)));
    }),
  );
  router.put(
    '/admin/menu-items/:id',
    requireAdmin,
    validated({ body: menuItemSchema }, async (req, res, { body }) => {
      const id = String(req.params.id);
      if (!(await menuItemById(ctx, id))) throw new NotFoundError('Menu item not found', 'MENU.NOT_FOUND');
      const { price, ...rest } = body;
      res.json(await saveMenuItem(ctx, { ...rest, priceCents: price, menuItemId: id }, actorOf(req)));
    }),
  );
  router.delete('/admin/menu-items/:id', requireAdmin, async (req, res) => {
    const id = String(req.params.id);
    if (!(await menuItemById(ctx, id))) throw new NotFoundError('Menu item not found', 'MENU.NOT_FOUND');
    const item = await deleteMenuItem(ctx, id, actorOf(req));
    res.json({ removed: item === null, item });
  });

  router.get('/menu', requireAuth, async (_req, res) => {
    res.json(await activeMenu(ctx));
  });

  router.get('/bookings/:id/tab', requireAuth, async (req, res) => {
    const bookingId = String(req.params.id);
    await checkTabAccess(ctx, bookingId, caller(req), 'read');
    res.json(await getTab(ctx, bookingId));
  });
  router.post(
    '/bookings/:id/tab/items',
    requireAuth,
    // Who may add comes before what they send: someone else's booking is 403 whatever the body.
    async (req, _res, next) => {
      await checkTabAccess(ctx, String(req.params.id), caller(req), 'add');
      next();
    },
    validated({ body: addTabItemInput }, async (req, res, { body }) => {
      const bookingId = String(req.params.id);
      const tab = await addTabItem(ctx, { bookingId, ...body, actor: actorOf(req) });
      res.status(201).json(tab);
    }),
  );

  router.get(
    '/admin/tabs',
    requireEmployee,
    validated({ query: staffTabsQuery }, async (_req, res, { query }) => {
      res.json(await staffTabs(ctx, query.status));
    }),
  );
  router.post(
    '/admin/tabs/:bookingId/settle',
    requireEmployee,
    validated({ body: settleTabInput }, async (req, res, { body }) => {
      res.json(await settleTabAtDesk(ctx, String(req.params.bookingId), body.method, actorOf(req)));
    }),
  );
  router.post('/admin/tabs/:bookingId/charge', requireEmployee, async (req, res) => {
    res.json(await closeTab(ctx, String(req.params.bookingId), actorOf(req), { retry: true }));
  });
  router.post(
    '/admin/tabs/:bookingId/lines/:lineId/refund',
    requireAdmin,
    validated({ body: refundTabLineInput }, async (req, res, { body }) => {
      res.json(
        await refundTabLine(ctx, {
          bookingId: String(req.params.bookingId),
          lineId: String(req.params.lineId),
          reason: body.reason,
          actor: actorOf(req),
        }),
      );
    }),
  );
  return router;
}
