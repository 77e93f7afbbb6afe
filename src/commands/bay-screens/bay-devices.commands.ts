import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { bayDeviceDecider, type BayDeviceCommand } from '../../domain/bay-screens/bay-device.decider';
import { bayDeviceStream } from '../../domain/bay-screens/bay-screens.events';
import type { Actor } from '../../eventstore/types';
import { NotFoundError, UnauthorizedError } from '../../lib/errors';
import { BAY_SCREENS_PROJECTION } from '../../projections/bay-screens/bay-screens.projection';
import { deviceByTokenHash, touchDevice, type DeviceRow } from '../../projections/bay-screens/bay-screens.queries';
import { catalogSnapshot } from '../../projections/catalog';
import { appCommandContext, handleCommand } from '../handle-command';

/** The sha256 of a device token, hex: the only form the log and the read model keep. */
export const hashDeviceToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

function runDevice(ctx: AppContext, deviceId: string, command: BayDeviceCommand, actor: Actor) {
  return handleCommand(
    appCommandContext(ctx, { actor }),
    bayDeviceStream(ctx.config.VENUE_ID, deviceId),
    bayDeviceDecider,
    command,
  );
}

/** The bay as the catalog has it, or 404. */
export async function bayOf(ctx: AppContext, bayId: string) {
  const bay = (await catalogSnapshot(ctx)).baysById.get(bayId);
  if (!bay) throw new NotFoundError('Bay not found', 'BAY.NOT_FOUND');
  return bay;
}

/** Pairs a device with a bay: a fresh random token (32 bytes, base64url), answered once, kept as its hash. */
export async function pairBayDevice(ctx: AppContext, bayId: string, name: string, actor: Actor) {
  await bayOf(ctx, bayId);
  const deviceId = randomUUID();
  const token = randomBytes(32).toString('base64url');
  const { position } = await runDevice(
    ctx,
    deviceId,
    { type: 'PairDevice', deviceId, bayId, name, tokenHash: hashDeviceToken(token), now: ctx.now() },
    actor,
  );
  if (position) await ctx.projections.waitFor(position, [BAY_SCREENS_PROJECTION]);
  return { deviceId, token };
}

/** Revokes a device of this bay (404 for a device of another bay); revoking twice changes nothing. */
export async function revokeBayDevice(ctx: AppContext, bayId: string, deviceId: string, actor: Actor) {
  const { position } = await runDevice(ctx, deviceId, { type: 'RevokeDevice', bayId, now: ctx.now() }, actor);
  if (position) await ctx.projections.waitFor(position, [BAY_SCREENS_PROJECTION]);
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The live device a bearer token belongs to, or 401. The token's hash is looked up, then compared
 * again in constant time; a revoked device's token is refused like an unknown one. Records the contact.
 */
export async function authenticateDevice(ctx: AppContext, token: string | null): Promise<DeviceRow> {
  const refuse = () => new UnauthorizedError('This device is not paired (or was revoked).', 'BAY_DEVICE.UNAUTHORIZED');
  if (!token || !TOKEN_SHAPE.test(token)) throw refuse();
  const hash = hashDeviceToken(token);
  const device = await deviceByTokenHash(ctx.knex, hash);
  if (!device || device.revoked) throw refuse();
  const stored = await ctx.knex('bay_devices').where({ device_id: device.deviceId }).first('token_hash');
  if (!stored || !timingSafeEqual(Buffer.from(stored.token_hash, 'hex'), Buffer.from(hash, 'hex'))) throw refuse();
  await touchDevice(ctx.knex, device.deviceId, ctx.now());
  return device;
}
