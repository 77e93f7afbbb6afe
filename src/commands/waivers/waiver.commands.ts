import type { AppContext } from '../../app-context';
import { signaturesDecider, waiverDecider, WaiverRefusal, type WaiverState } from '../../domain/waivers/waiver.decider';
import { waiverSignaturesStream, waiverStream } from '../../domain/waivers/waiver.events';
import type { Actor } from '../../eventstore/types';
import { ConflictError, ValidationError } from '../../lib/errors';
import { WAIVERS_PROJECTION } from '../../projections/waivers/waivers.projection';
import { appCommandContext, currentState, handleCommand } from '../handle-command';

/** A refusal of the deciders as the API answers it: missing input 400, the wrong version 409. */
async function answered<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof WaiverRefusal)) throw error;
    if (error.code === 'WAIVER.TEXT_REQUIRED' || error.code === 'WAIVER.NAME_REQUIRED')
      throw new ValidationError(error.message, error.code);
    throw new ConflictError(error.message, error.code);
  }
}

/** The venue's waiver as its stream has it (the authority; the read model may trail). */
export function loadWaiver(ctx: AppContext): Promise<WaiverState> {
  return currentState(ctx.store, waiverStream(ctx.config.VENUE_ID), waiverDecider);
}

/** The admin saves the text and the switch: a changed text is a new version. */
export async function setWaiver(ctx: AppContext, input: { text: string; isRequired: boolean }, actor: Actor) {
  const result = await answered(() =>
    handleCommand(appCommandContext(ctx, { actor }), waiverStream(ctx.config.VENUE_ID), waiverDecider, {
      type: 'SetWaiver',
      text: input.text,
      isRequired: input.isRequired,
      now: ctx.now(),
    }),
  );
  if (result.position) await ctx.projections.waitFor(result.position, [WAIVERS_PROJECTION]);
  return result.state;
}

export interface SignWaiverInput {
  userId: string;
  version: number;
  fullName: string;
  ip: string | null;
  userAgent: string | null;
}

/**
 * A customer signs the current version (recorded once per version; signing it again records
 * nothing and answers the first signature's time). Waits for the read model the booking rule reads.
 */
export async function signWaiver(ctx: AppContext, input: SignWaiverInput, actor: Actor) {
  const current = await loadWaiver(ctx);
  const result = await answered(() =>
    handleCommand(
      appCommandContext(ctx, { actor }),
      waiverSignaturesStream(ctx.config.VENUE_ID, input.userId),
      signaturesDecider,
      { type: 'SignWaiver', ...input, current, now: ctx.now() },
    ),
  );
  if (result.position) await ctx.projections.waitFor(result.position, [WAIVERS_PROJECTION]);
  return {
    version: input.version,
    signedAt: result.state.signed[input.version],
    recorded: result.events.length > 0,
  };
}
