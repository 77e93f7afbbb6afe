// The domain/tabs folder's door: other areas import only what is exported here (lint rule server/area-index).
export { DESK_METHODS, MENU_CATEGORIES, TAB_EVENT_TYPES, tabStream } from './tabs.events';
export type { DeskMethod, MenuCategory } from './tabs.events';
