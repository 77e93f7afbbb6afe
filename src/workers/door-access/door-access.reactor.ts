import type { AppContext } from '../../app-context';
import { doorCodeStream, type DoorCodeAction } from '../../domain/door-access/door-access.events';
import { evolveDoorCode, initialDoorCodeState, type DoorCodeState } from '../../domain/door-access/door-code.decider';
import type { Projection } from '../../projections/projection';
import { doorAccessSettings } from '../../projections/door-access/door-access.queries';
import { defineReactor } from '../reactor';

/** What the door system is told: the booking's code and window (JSON, signed like outbound webhooks). */
export interface DoorCodeMessage {
  /** The DoorCode* event's id: the same change delivered twice carries the same id. */
  id: string;
  action: DoorCodeAction;
  bookingId: string;
  bayId: string;
  bay: string | null;
  code: string;
  validFrom: string;
  validUntil: string;
  occurredAt: string;
}

declare module '../jobs' {
  interface JobPayloads {
    /** Issues, re-windows or revokes a booking's door code after a booking event. */
    'door-code.sync': { bookingId: string; position: string };
    /** Door settings changed: every upcoming booking's code is brought in line (issued, re-windowed). */
    'door-code.sync-upcoming': { position: string };
    /** POSTs one door-code change to the configured provider; retried with backoff. */
    'door-code.deliver': { message: DoorCodeMessage };
  }
}

const BOOKING_EVENTS = [
  'BookingPlaced',
  'BookingConfirmed',
  'BookingMoved',
  'BookingMoveReverted',
  'BookingExtended',
  'BookingCancelled',
  'BookingReleased',
  'BookingMarkedNoShow',
];

/** A booking that became, stayed or stopped being live: its door code is brought in line by a job. */
export function doorCodeSyncReactor(ctx: AppContext): Projection {
  return defineReactor({
    name: 'door-code-sync-reactor',
    eventTypes: [...BOOKING_EVENTS, 'DoorAccessSettingsChanged'],
    jobs: ctx.jobs,
    async handle(event, reactor) {
      if (event.type === 'DoorAccessSettingsChanged')
        return reactor.enqueue('door-code.sync-upcoming', { position: event.position });
      const d = event.data as { bookingId: string; status?: string };
      if (event.type === 'BookingPlaced' && d.status !== 'confirmed') return;
      await reactor.enqueue('door-code.sync', { bookingId: d.bookingId, position: event.position });
    },
  });
}

const ACTIONS: Record<string, DoorCodeAction> = {
  DoorCodeIssued: 'issued',
  DoorCodeUpdated: 'updated',
  DoorCodeRevoked: 'revoked',
};

/** Each code change goes to the provider when one is configured (a replay of the log sends nothing new). */
export function doorCodeDeliveryReactor(ctx: AppContext): Projection {
  return defineReactor({
    name: 'door-code-delivery-reactor',
    eventTypes: Object.keys(ACTIONS),
    jobs: ctx.jobs,
    async handle(event, reactor) {
      const settings = await doorAccessSettings(reactor.trx);
      if (!settings.enabled || settings.provider !== 'generic_webhook' || !settings.webhookUrl) return;
      const { bookingId } = event.data as { bookingId: string };
      // The code and window as they stood right after this event.
      let state: DoorCodeState = initialDoorCodeState;
      let active: DoorCodeState = initialDoorCodeState;
      for await (const e of ctx.store.read(doorCodeStream(ctx.config.VENUE_ID, bookingId))) {
        if (e.revision > event.revision) break;
        state = evolveDoorCode(state, e);
        if (state.status === 'active') active = state;
      }
      if (active.status !== 'active') return;
      const bay = await reactor.trx('bays').whereRaw('id::text = ?', [active.bayId]).first('name');
      const message: DoorCodeMessage = {
        id: event.eventId,
        action: ACTIONS[event.type],
        bookingId,
        bayId: active.bayId,
        bay: bay?.name ?? null,
        code: active.code,
        validFrom: active.validFrom,
        validUntil: active.validUntil,
        occurredAt: event.metadata.occurredAt ?? event.createdAt.toISOString(),
      };
      await reactor.enqueue('door-code.deliver', { message });
    },
  });
}
