import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { menuItemDecider, type MenuItemFacts } from '../../domain/tabs/menu-item.decider';
import { menuItemStream } from '../../domain/tabs/tabs.events';
import type { Actor } from '../../eventstore/types';
import { TABS_PROJECTION } from '../../projections/tabs/tabs.projection';
import { menuItemById, menuItemUsed } from '../../projections/tabs/tabs.queries';
import type { MenuItemView } from '../../contracts/tabs/tabs';
import { appCommandContext, currentState, handleCommand } from '../handle-command';

export type MenuItemInput = Omit<MenuItemFacts, 'menuItemId'>;

function runMenuItem(ctx: AppContext, id: string, command: Parameters<typeof menuItemDecider.decide>[0], actor: Actor) {
  return handleCommand(
    appCommandContext(ctx, { actor }),
    menuItemStream(ctx.config.VENUE_ID, id),
    menuItemDecider,
    command,
  );
}

async function answer(ctx: AppContext, id: string, position: string | null): Promise<MenuItemView | null> {
  if (position) await ctx.projections.waitFor(position, [TABS_PROJECTION]);
  return menuItemById(ctx, id);
}

/** Adds an item to the menu (a new id) or changes one (404 when there is no such item). */
export async function saveMenuItem(
  ctx: AppContext,
  input: MenuItemInput & { menuItemId?: string },
  actor: Actor,
): Promise<MenuItemView> {
  const create = !input.menuItemId;
  const menuItemId = input.menuItemId ?? randomUUID();
  const result = await runMenuItem(
    ctx,
    menuItemId,
    { type: 'SaveMenuItem', create, now: ctx.now(), ...input, menuItemId },
    actor,
  );
  return (await answer(ctx, menuItemId, result.position))!;
}

/**
 * Deletes a menu item: one no tab has used is removed; one already on a tab is turned off instead
 * (the tabs keep its name and price). Answers what is left (null when removed).
 */
export async function deleteMenuItem(ctx: AppContext, menuItemId: string, actor: Actor): Promise<MenuItemView | null> {
  const state = await currentState(ctx.store, menuItemStream(ctx.config.VENUE_ID, menuItemId), menuItemDecider);
  if (state.status === 'listed' && (await menuItemUsed(ctx, menuItemId))) {
    const { status: _s, ...facts } = state;
    return saveMenuItem(ctx, { ...facts, active: false }, actor);
  }
  const result = await runMenuItem(ctx, menuItemId, { type: 'RemoveMenuItem', now: ctx.now() }, actor);
  return answer(ctx, menuItemId, result.position);
}

const DEMO_MENU: MenuItemInput[] = [
  { name: 'Cola', category: 'drinks', priceCents: 350, active: true, sortOrder: 1 },
  { name: 'Sparkling water', category: 'drinks', priceCents: 300, active: true, sortOrder: 2 },
  { name: 'House lager', category: 'beer', priceCents: 700, active: true, sortOrder: 1 },
  { name: 'IPA', category: 'beer', priceCents: 800, active: true, sortOrder: 2 },
  { name: 'Nachos', category: 'snacks', priceCents: 1100, active: true, sortOrder: 1 },
  { name: 'Pretzel bites', category: 'snacks', priceCents: 850, active: true, sortOrder: 2 },
];

/** Stable ids for the demo menu, so seeding again finds the items it added (and changes nothing). */
const DEMO_IDS = [
  '5e1a7c00-0000-4000-8000-000000000001',
  '5e1a7c00-0000-4000-8000-000000000002',
  '5e1a7c00-0000-4000-8000-000000000003',
  '5e1a7c00-0000-4000-8000-000000000004',
  '5e1a7c00-0000-4000-8000-000000000005',
  '5e1a7c00-0000-4000-8000-000000000006',
];

/** A few drinks and snacks on a venue with no menu yet (idempotent: an existing menu is left alone). */
export async function seedDemoMenu(ctx: AppContext): Promise<void> {
  if (await ctx.knex('menu_items').first('id')) return;
  for (const [i, item] of DEMO_MENU.entries())
    await runMenuItem(
      ctx,
      DEMO_IDS[i],
      { type: 'SaveMenuItem', create: true, now: ctx.now(), ...item, menuItemId: DEMO_IDS[i] },
      'system',
    );
}
