import type { TabView } from '@contracts/tabs/tabs';

export const TAB_STATUS_LABELS: Record<TabView['status'], string> = {
  none: 'Nothing yet',
  open: 'Open',
  charged: 'Paid by card',
  settled: 'Paid at the desk',
  unpaid: 'Unpaid',
  needs_approval: 'Waiting for bank approval',
};
