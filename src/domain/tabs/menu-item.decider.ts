import type { Decider } from '../decider';
import { TabError } from './tab.decider';
import type { MenuCategory, MenuItemEvent } from './tabs.events';

export interface MenuItemFacts {
  menuItemId: string;
  name: string;
  category: MenuCategory;
  priceCents: number;
  active: boolean;
  sortOrder: number;
}

export type MenuItemState = { status: 'none' } | ({ status: 'listed' | 'removed' } & MenuItemFacts);

export type MenuItemCommand =
  ({ type: 'SaveMenuItem'; create: boolean; now: Date } & MenuItemFacts) | { type: 'RemoveMenuItem'; now: Date };

export function evolveMenuItem(state: MenuItemState, event: MenuItemEvent): MenuItemState {
  switch (event.type) {
    case 'MenuItemAdded':
    case 'MenuItemChanged': {
      const { at: _at, ...facts } = event.data;
      return { status: 'listed', ...facts };
    }
    case 'MenuItemRemoved':
      return state.status === 'none' ? state : { ...state, status: 'removed' };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

const same = (a: MenuItemFacts, b: MenuItemFacts) =>
  a.name === b.name &&
  a.category === b.category &&
  a.priceCents === b.priceCents &&
  a.active === b.active &&
  a.sortOrder === b.sortOrder;

/** A menu item is added once, changed while listed (saving the same thing again changes nothing), removed once. */
export function decideMenuItem(command: MenuItemCommand, state: MenuItemState): MenuItemEvent[] {
  const at = command.now.toISOString();
  if (command.type === 'RemoveMenuItem') {
    if (state.status !== 'listed') throw new TabError('MENU.NOT_FOUND', 'Menu item not found', 404);
    return [{ type: 'MenuItemRemoved', data: { menuItemId: state.menuItemId, at } }];
  }
  const { type: _t, create, now: _n, ...facts } = command;
  if (create) {
    if (state.status !== 'none') return [];
    return [{ type: 'MenuItemAdded', data: { ...facts, at } }];
  }
  if (state.status !== 'listed') throw new TabError('MENU.NOT_FOUND', 'Menu item not found', 404);
  if (same(state, facts)) return [];
  return [{ type: 'MenuItemChanged', data: { ...facts, at } }];
}

export const menuItemDecider: Decider<MenuItemState, MenuItemCommand, MenuItemEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: evolveMenuItem,
  decide: decideMenuItem,
};
