import type { AppContext } from '../../app-context';
import type { FeeSetting, NoShowPolicyDto, NoShowPolicyRequest } from '../../contracts/no-show/no-show';
import { NoShowPolicySet, noShowPolicyStream } from '../../domain/no-show/no-show.events';
import { lateWindowHours, type BookingFee, type NoShowPolicy } from '../../domain/no-show/no-show-policy';
import type { Actor } from '../../eventstore/types';
import { parseDollars, toDecimalString } from '../../lib/money';
import { catalogSnapshot } from '../../projections/catalog';
import { NO_SHOW_PROJECTION } from '../../projections/no-show/no-show.projection';
import { noShowPolicy } from '../../projections/no-show/no-show.queries';

const feeOf = (s: FeeSetting): BookingFee =>
  s.kind === 'fixed' ? { kind: 'fixed', amountCents: parseDollars(s.amount) } : { kind: 'percent', percent: s.percent };
const settingOf = (f: BookingFee): FeeSetting =>
  f.kind === 'fixed'
    ? { kind: 'fixed', amount: toDecimalString(f.amountCents) }
    : { kind: 'percent', percent: f.percent };

/** The policy as the settings page shows it, with the late window the cancellation policy gives. */
export async function noShowPolicyDto(ctx: AppContext): Promise<NoShowPolicyDto> {
  const policy = await noShowPolicy(ctx.knex);
  const { cancellationPolicy } = await catalogSnapshot(ctx);
  return {
    cardRequired: policy.cardRequired,
    cardRequiredHoursAhead: policy.cardRequiredHoursAhead,
    noShowFee: settingOf(policy.noShowFee),
    lateCancellationFee: settingOf(policy.lateCancellationFee),
    lateWindowHours: lateWindowHours(cancellationPolicy.tiers),
  };
}

/** An admin sets the venue's no-show protection (an event, so every change is audited). */
export async function setNoShowPolicy(
  ctx: AppContext,
  input: {
    cardRequired: boolean;
    cardRequiredHoursAhead: number;
    noShowFee: FeeSetting;
    lateCancellationFee: FeeSetting;
  },
  actor: Actor,
): Promise<void> {
  const policy: NoShowPolicy = {
    cardRequired: input.cardRequired,
    cardRequiredHoursAhead: input.cardRequiredHoursAhead,
    noShowFee: feeOf(input.noShowFee),
    lateCancellationFee: feeOf(input.lateCancellationFee),
  };
  const at = ctx.now().toISOString();
  const { position } = await ctx.store.append(
    noShowPolicyStream(ctx.config.VENUE_ID),
    [NoShowPolicySet.create(policy, { actor, occurredAt: at })],
    { expected: 'any' },
  );
  await ctx.projections.waitFor(position, [NO_SHOW_PROJECTION]);
}

export type { NoShowPolicyRequest };
