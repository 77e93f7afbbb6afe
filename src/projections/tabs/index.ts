// The projections/tabs folder's door: other areas import only what is exported here (lint rule server/area-index).
export { activeMenu, getTab, tabsOfUser } from './tabs.queries';
export { TABS_PROJECTION } from './tabs.projection';
