import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { AppContext } from '../../app-context';
import { findUserByPhone } from '../../projections/users/users.queries';
import { registerUser } from '../users/register-user.command';
import { grantRole } from '../users/user-roles.command';
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
    const { userId } = await registerUser(
      ctx,
      {
        profile: { firstName: s.firstName, lastName: s.lastName, email: s.email },
        phoneNumber: s.phoneNumber,
        phoneVerified: true,
      },
      meta,
    );
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
