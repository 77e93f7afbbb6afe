import type { RequestHandler, Router } from 'express';
import type { AppContext } from '../../../app-context';
import { addTabItem } from '../../../commands/tabs';
import type { BayMenuAnswer, BayTabAnswer } from '../../../contracts/bay-screens/bay-tab';
import { addTabItemInput, type TabView } from '../../../contracts/tabs';
import { ConflictError } from '../../../lib/errors';
import { parseDollars } from '../../../lib/money';
import { bayNowAndNext } from '../../../projections/bay-screens/bay-screens.queries';
import { activeMenu, getTab } from '../../../projections/tabs';
import { validated } from '../../route-input';
import { deviceOf } from './bay-device-auth';

const NO_SESSION = 'Nobody is playing on this bay right now.';

const bayTab = (tab: TabView): BayTabAnswer => ({
  items: tab.items.map((line) => ({
    id: line.id,
    name: line.name,
    quantity: line.quantity,
    totalCents: parseDollars(line.amount),
  })),
  totalCents: tab.totalCents,
  status: tab.status,
});

/**
 * "Order food and drinks" on the bay screen: the device orders onto the tab of the booking playing on
 * its bay now (no one else's, and nothing between sessions), at the menu's price, for its customer.
 */
export function bayTabRoutes(ctx: AppContext, router: Router, device: RequestHandler): void {
  const currentBooking = async (bayId: string) => {
    const { current } = await bayNowAndNext(ctx.knex, bayId, ctx.now());
    if (!current) throw new ConflictError(NO_SESSION, 'BAY_SESSION.NONE');
    return current;
  };

  router.get('/bay-agent/menu', device, async (_req, res) => {
    const menu = await activeMenu(ctx.knex);
    const answer: BayMenuAnswer = {
      items: menu.flatMap((group) =>
        group.items.map((item) => ({
          id: item.id,
          name: item.name,
          category: group.label,
          priceCents: parseDollars(item.price),
        })),
      ),
    };
    res.json(answer);
  });

  router.get('/bay-agent/tab', device, async (_req, res) => {
    const booking = await currentBooking(deviceOf(res).bayId);
    res.json(bayTab(await getTab(ctx.knex, booking.id)));
  });

  router.post(
    '/bay-agent/tab/items',
    device,
    validated({ body: addTabItemInput }, async (_req, res, { body }) => {
      const booking = await currentBooking(deviceOf(res).bayId);
      // The player at the bay ordered it: the booking's customer (a guest booking: the venue's system).
      const actor = booking.user_id ? { userId: booking.user_id, role: 'customer' as const } : ('system' as const);
      const tab = await addTabItem(ctx, { bookingId: booking.id, ...body, actor });
      res.status(201).json(bayTab(tab));
    }),
  );
}
