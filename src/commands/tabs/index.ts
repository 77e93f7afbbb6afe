// The commands/tabs folder's door: other areas import only what is exported here (lint rule server/area-index).
export { addTabItem, refundTabLine, settleTabAtDesk } from './tab.commands';
export type { AddTabItem } from './tab.commands';
export { closeTab, closeEndedTabs } from './close-tab';
export type { CloseTabOptions } from './close-tab';
export { checkTabAccess, CUSTOMER_MINUTES_BEFORE } from './tab-access';
