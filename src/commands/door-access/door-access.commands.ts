import { randomInt } from 'node:crypto';
import type { AppContext } from '../../app-context';
import {
  DoorAccessSettingsChanged,
  doorAccessSettingsStream,
  doorCodeStream,
  type DoorAccessProvider,
} from '../../domain/door-access/door-access.events';
import {
  decideDoorCode,
  evolveDoorCode,
  initialDoorCodeState,
  type BookingForCode,
  type DoorCodeEvent,
  type DoorCodeState,
  type SyncDoorCode,
} from '../../domain/door-access/door-code.decider';
import type { Decider } from '../../domain/decider';
import type { Actor } from '../../eventstore/types';
import { sealSecret } from '../../lib/sealed-secret';
import { ConflictError } from '../../lib/errors';
import { codeInUse, doorAccessSettings } from '../../projections/door-access/door-access.queries';
import { DOOR_ACCESS_PROJECTION } from '../../projections/door-access/door-access.projection';
import { appCommandContext, handleCommand, loadState } from '../handle-command';

export const DOOR_ACCESS_SECRET_PURPOSE = 'door-access-webhook';

export interface DoorAccessSettingsInput {
  enabled: boolean;
  provider: DoorAccessProvider;
  webhookUrl: string | null;
  /** A new signing secret; undefined keeps the one saved, null removes it. */
  secret?: string | null;
  minutesBefore: number;
  codeLength: number;
}

export async function saveDoorAccessSettings(ctx: AppContext, input: DoorAccessSettingsInput, actor: Actor) {
  const current = await doorAccessSettings(ctx.knex);
  const secretSealed =
    input.secret === undefined
      ? current.secretSealed
      : input.secret === null
        ? null
        : sealSecret(ctx.config, DOOR_ACCESS_SECRET_PURPOSE, input.secret);
  const result = await ctx.store.append(
    doorAccessSettingsStream(ctx.config.VENUE_ID),
    [
      DoorAccessSettingsChanged.create(
        {
          enabled: input.enabled,
          provider: input.provider,
          webhookUrl: input.webhookUrl,
          secretSealed,
          minutesBefore: input.minutesBefore,
          codeLength: input.codeLength,
        },
        { actor, occurredAt: ctx.now().toISOString() },
      ),
    ],
    { expected: 'any' },
  );
  await ctx.projections.waitFor(result.position, [DOOR_ACCESS_PROJECTION]);
}

const doorCodeDecider: Decider<DoorCodeState, SyncDoorCode, DoorCodeEvent> = {
  initialState: () => initialDoorCodeState,
  evolve: (state, event) => evolveDoorCode(state, event),
  decide: (command, state) => decideDoorCode(state, command),
};

/** Random digits from the OS's CSPRNG, not used by another live code whose window overlaps. */
export async function freshDoorCode(
  ctx: AppContext,
  digits: number,
  window: { from: Date; until: Date; bookingId: string },
): Promise<string> {
  const { from, until, bookingId } = window;
  for (let i = 0; i < 50; i++) {
    const code = String(randomInt(0, 10 ** digits)).padStart(digits, '0');
    if (!(await codeInUse(ctx.knex, code, from, until, bookingId))) return code;
  }
  throw new ConflictError('No free door code for this time; try again', 'DOOR_CODE.NONE_FREE');
}

/** The booking as the bookings read model has it now. */
async function bookingForCode(ctx: AppContext, bookingId: string): Promise<BookingForCode | null> {
  const row = await ctx
    .knex('bookings')
    .where({ id: bookingId })
    .first('id', 'bay_id', 'user_id', 'status', 'starts_at', 'ends_at');
  if (!row) return null;
  return {
    bookingId: row.id,
    bayId: row.bay_id,
    userId: row.user_id,
    status: row.status,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
  };
}

/**
 * Brings a booking's door code in line with the booking once the bookings read model has seen the
 * event that asked (`position`). Safe to run twice: a second run finds nothing to change.
 */
export async function syncDoorCode(ctx: AppContext, payload: { bookingId: string; position: string }) {
  if (!(await ctx.projections.waitFor(payload.position, ['bookings'], 10_000)))
    throw new Error(`bookings read model has not reached ${payload.position} yet`);
  await syncOne(ctx, payload.bookingId);
}

/** How many upcoming bookings one settings change brings in line (the rest on their own next change). */
const SYNC_UPCOMING_LIMIT = 5000;

/**
 * After the door settings change (turned on, a new lead time): every booking not yet ended gets its
 * code issued or re-windowed. Safe to run twice: each booking's second run changes nothing.
 */
export async function syncUpcomingDoorCodes(ctx: AppContext, payload: { position: string }) {
  if (!(await ctx.projections.waitFor(payload.position, [DOOR_ACCESS_PROJECTION], 10_000)))
    throw new Error(`door-access read model has not reached ${payload.position} yet`);
  const rows: Array<{ id: string }> = await ctx
    .knex('bookings')
    .where('status', 'confirmed')
    .where('ends_at', '>', ctx.now())
    .orderBy('starts_at')
    .limit(SYNC_UPCOMING_LIMIT)
    .select('id');
  for (const { id } of rows) await syncOne(ctx, id);
}

async function syncOne(ctx: AppContext, bookingId: string) {
  const booking = await bookingForCode(ctx, bookingId);
  if (!booking) return;
  const settings = await doorAccessSettings(ctx.knex);
  const stream = doorCodeStream(ctx.config.VENUE_ID, booking.bookingId);
  const { state } = await loadState(ctx.store, stream, doorCodeDecider.evolve, initialDoorCodeState);
  const validFrom = new Date(booking.startsAt.getTime() - settings.minutesBefore * 60_000);
  const code =
    state.status === 'none' && settings.enabled && booking.status === 'confirmed'
      ? await freshDoorCode(ctx, settings.codeLength, {
          from: validFrom,
          until: booking.endsAt,
          bookingId: booking.bookingId,
        })
      : '000000';
  await handleCommand(appCommandContext(ctx), stream, doorCodeDecider, {
    booking,
    enabled: settings.enabled,
    minutesBefore: settings.minutesBefore,
    now: ctx.now(),
    newCode: () => code,
  });
}
