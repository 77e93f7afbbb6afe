import type { StaffTabView } from '../../contracts/tabs/tabs';
import { bookingById } from '../bookings';
import { tabsByStatus, tabsOfUser, type KnexLike, knexOf } from './tabs.queries';

/** The staff page's tabs (open and unpaid by default), each with its booking's customer, bay and time. */
export async function staffTabs(k: KnexLike, statuses: string[]): Promise<StaffTabView[]> {
  const knex = knexOf(k);
  const tabs = await tabsByStatus(knex, statuses);
  const out: StaffTabView[] = [];
  for (const tab of tabs) {
    const b = await bookingById({ knex }, tab.bookingId);
    const name = b ? [b.user?.firstName ?? b.firstName, b.user?.lastName ?? b.lastName].filter(Boolean).join(' ') : '';
    out.push({
      ...tab,
      customerName: name || null,
      bayName: b?.bay?.name ?? null,
      startsAt: b?.startsAt ?? null,
      endsAt: b?.endsAt ?? null,
      date: b?.date ?? null,
      startTime: b?.startTime ?? null,
    });
  }
  return out;
}

/** A customer's tabs for the account page, each with its booking's day, time and bay. */
export async function accountTabs(k: KnexLike, userId: string) {
  const knex = knexOf(k);
  const tabs = await tabsOfUser(knex, userId);
  const out = [];
  for (const tab of tabs) {
    const b = await bookingById({ knex }, tab.bookingId);
    out.push({ ...tab, date: b?.date ?? null, startTime: b?.startTime ?? null, bayName: b?.bay?.name ?? null });
  }
  return out;
}
