import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context';
import { findUserByPhone } from '../../projections/users';
import { registerUser } from '../users';
import { grantRole } from '../users';
import { UserProvisioner } from '../../venues/provision-user';
import { publishWeek, runShifts } from './staff.commands';

const STAFF = [
  {
    firstName: 'Jordan',
    lastName: 'Lee',
    phoneNumber: '+12125550101',
    email: 'jordan.lee@example.com',
    position: 'Front Desk',
    color: '#3b82f6',
  },
  {
    firstName: 'Sam',
    lastName: 'Rivera',
    phoneNumber: '+12125550102',
    email: 'sam.rivera@example.com',
    position: 'Bay Attendant',
    color: '#10b981',
  },
];

type Staff = (typeof STAFF)[number];

/**
 * The employee's platform account (accounts are platform-wide, kept at the default venue): at the
 * default venue (or alone) registered here; at another venue the default venue's account, registered
 * there first if need be, then copied here under the same id, so the employee signs in at either.
 */
async function platformAccount(ctx: AppContext, s: Staff): Promise<string> {
  const meta = { actor: 'system' as const };
  const identity = ctx.venues?.identity() ?? ctx;
  let account = await findUserByPhone(identity.knex, s.phoneNumber);
  if (!account) {
    const input = { firstName: s.firstName, lastName: s.lastName, email: s.email };
    const created = await registerUser(
      identity,
      { profile: input, phoneNumber: s.phoneNumber, phoneVerified: true },
      meta,
    );
    await identity.projections.waitFor(created.position, ['users']);
    if (identity === ctx) return created.userId;
    account = await findUserByPhone(identity.knex, s.phoneNumber);
  }
  if (!account) throw new Error(`The demo employee ${s.phoneNumber} is not at the default venue`);
  await new UserProvisioner(identity).provision(ctx, account.id);
  return account.id;
}

/**
 * The demo venue's staff (once): two employees with shifts this week (Sunday to Saturday), published.
 * They sign in with their phone numbers like anyone (codes in the dev SMS outbox).
 */
export async function seedStaff(ctx: AppContext): Promise<void> {
  const meta = { actor: 'system' as const };
  const today = DateTime.now().setZone(ctx.config.VENUE_TIMEZONE).startOf('day');
  const sunday = today.minus({ days: today.weekday % 7 });
  const weekStart = sunday.toISODate()!;
  let added = false;
  for (const [i, s] of STAFF.entries()) {
    if (await findUserByPhone(ctx.knex, s.phoneNumber)) continue;
    const userId = await platformAccount(ctx, s);
    const granted = await grantRole(ctx, userId, 'employee', 'demo staff', meta);
    await ctx.projections.waitFor(granted.position, ['users']);
    for (let day = 0; day < 7; day++) {
      if ((day + i) % 2 === 1) continue;
      await runShifts(
        ctx,
        userId,
        {
          type: 'ScheduleShift',
          shift: {
            shiftId: randomUUID(),
            userId,
            title: i === 0 ? 'Opening' : 'Evening',
            description: null,
            position: s.position,
            color: s.color,
            date: sunday.plus({ days: day }).toISODate()!,
            startTime: i === 0 ? '09:00:00' : '16:00:00',
            endTime: i === 0 ? '15:00:00' : '22:00:00',
            status: 'scheduled',
            notes: null,
          },
        },
        meta,
      );
    }
    added = true;
  }
  if (added) await publishWeek(ctx, weekStart, meta);
}
