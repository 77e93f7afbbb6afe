// The contracts/tabs folder's door: other areas import only what is exported here (lint rule server/area-index).
export type { AccountTabView, ActiveMenu, MenuItemView, StaffTabView, TabItemView, TabView } from './tabs';
export { MENU_CATEGORY_LABELS, DESK_METHOD_LABELS, TAB_STATUSES, addTabItemInput, accountTabView } from './tabs';
