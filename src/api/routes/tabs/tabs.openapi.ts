import { z } from 'zod';
import { activeMenuView, menuItemView, staffTabView, tabView } from '../../../contracts/tabs/tabs';
import type { ApiDescription } from '../../openapi/api-description';

/** Bar tabs' routes, for the OpenAPI document. */
export const tabsApi: ApiDescription = {
  'GET /admin/menu-items': { summary: 'Every bar menu item, in menu order', schema: z.array(menuItemView) },
  'POST /admin/menu-items': {
    summary: 'Adds an item to the bar menu (price in dollars, e.g. "7.50")',
    status: 201,
    schema: menuItemView,
  },
  'PUT /admin/menu-items/:id': { summary: 'Changes a bar menu item', schema: menuItemView },
  'DELETE /admin/menu-items/:id': {
    summary: 'Deletes a menu item; one already on a tab is turned off instead',
    schema: z.object({ removed: z.boolean(), item: menuItemView.nullable() }),
  },
  'GET /menu': { summary: 'The bar menu on sale, by category', schema: activeMenuView },
  'GET /bookings/:id/tab': {
    summary: "A booking's bar tab: its items and total (the booking's customer or staff)",
    schema: tabView,
    errors: [403, 404],
  },
  'POST /bookings/:id/tab/items': {
    summary:
      "Adds a menu item to a booking's tab at the menu's price (the customer from 30 minutes before the start to the end; staff while open)",
    status: 201,
    schema: tabView,
    errors: [400, 403, 404, 409],
  },
  'GET /admin/tabs': {
    summary: 'Tabs by status (default: open, unpaid and waiting on the bank), with customer, bay and time',
    schema: z.array(staffTabView),
  },
  'POST /admin/tabs/:bookingId/settle': {
    summary: 'Records a tab paid at the desk (cash, card at the desk, other)',
    schema: tabView,
    errors: [404, 409],
  },
  'POST /admin/tabs/:bookingId/charge': {
    summary: "Charges the tab to the customer's card on file now (again, after a refusal)",
    schema: tabView,
  },
  'POST /admin/tabs/:bookingId/lines/:lineId/refund': {
    summary: 'Refunds one line of a paid tab the way it was paid (card refund, or money back at the desk)',
    schema: tabView,
    errors: [404, 409],
  },
};
