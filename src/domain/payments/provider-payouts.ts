import { z } from 'zod';
import type { Decider } from '../decider';
import { defineEvent, type DecidedEvent, type EventOf } from '../../eventstore/events';
import { venueStream } from '../streams';
import { PROVIDERS, type Provider, type ProviderNotice } from './provider-notice';

export const ProviderPayoutPaid = defineEvent(
  'ProviderPayoutPaid',
  z.object({
    provider: z.enum(PROVIDERS),
    payoutId: z.string(),
    amountCents: z.number().int(),
    arrivalDate: z.string(),
    paidAt: z.string(),
  }),
);
/** A payout the bank sent back: the money is in the provider balance again. */
export const ProviderPayoutFailed = defineEvent(
  'ProviderPayoutFailed',
  z.object({
    provider: z.enum(PROVIDERS),
    payoutId: z.string(),
    amountCents: z.number().int(),
    failedAt: z.string(),
  }),
);

export const providerPayoutStream = (venue: string, provider: Provider, payoutId: string) =>
  venueStream('provider-payout', venue, provider, payoutId);

type PayoutEvent = DecidedEvent<EventOf<typeof ProviderPayoutPaid> | EventOf<typeof ProviderPayoutFailed>>;
export type PayoutCommand = {
  type: 'ApplyPayoutNotice';
  provider: Provider;
  notice: Extract<ProviderNotice, { kind: 'payout' }>;
  at: string;
};

/** A payout counts once it is paid; a failure puts the money back in the provider balance. */
export const providerPayoutDecider: Decider<{ status: 'none' | 'paid' | 'failed' }, PayoutCommand, PayoutEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: event.type === 'ProviderPayoutPaid' ? 'paid' : 'failed' }),
  decide({ provider, notice, at }, state) {
    const ref = { provider, payoutId: notice.payoutId, amountCents: notice.amountCents };
    if (notice.status === 'paid' && state.status === 'none')
      return [{ type: 'ProviderPayoutPaid', data: { ...ref, arrivalDate: notice.arrivalDate, paidAt: at } }];
    // A failure read first closes the payout (with nothing to take back): a late "paid" changes nothing.
    if (notice.status === 'failed' && state.status !== 'failed')
      return [
        {
          type: 'ProviderPayoutFailed',
          data: { ...ref, amountCents: state.status === 'paid' ? notice.amountCents : 0, failedAt: at },
        },
      ];
    return [];
  },
};
