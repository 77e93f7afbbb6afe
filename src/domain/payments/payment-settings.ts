import { z } from 'zod';
import type { Decider } from '../decider';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';

export const paymentSettingsStream = (venue: string) => venueStream('payment_settings', venue, 'processor');
export const PROCESSORS = ['square', 'stripe'] as const;
/** The card providers a venue can take payments with (the integrations' adapters implement each). */
export type ProcessorName = (typeof PROCESSORS)[number];
/** When no admin has chosen, the primary card provider (Square) is the default. */
export const DEFAULT_PROCESSOR: ProcessorName = 'square';

export const PaymentProcessorSelected = defineEvent(
  'PaymentProcessorSelected',
  z.object({ processor: z.enum(PROCESSORS) }),
);

type SettingsEvent = { type: 'PaymentProcessorSelected'; data: { processor: ProcessorName } };
export interface PaymentSettings {
  processor: ProcessorName;
  chosen: boolean;
}

export const paymentSettingsDecider: Decider<PaymentSettings, { processor: ProcessorName }, SettingsEvent> = {
  initialState: () => ({ processor: DEFAULT_PROCESSOR, chosen: false }),
  evolve: (_state, event) => ({ processor: event.data.processor, chosen: true }),
  decide: (command, state) =>
    state.chosen && state.processor === command.processor
      ? []
      : [PaymentProcessorSelected.create({ processor: command.processor }) as SettingsEvent],
};
