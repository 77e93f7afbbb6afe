import type { RecordedEvent } from '../../eventstore/types';
import type {
  WaiverPublishedEvent,
  WaiverRequirementChangedEvent,
  WaiverSignedEvent,
} from '../../domain/waivers/waiver.events';
import type { Projection } from '../projection';

/** The users area's erasure, as far as signatures need it (its name and address go). */
type CustomerErasedEvent = RecordedEvent<'CustomerErased', { userId: string }>;
type Event = WaiverPublishedEvent | WaiverRequirementChangedEvent | WaiverSignedEvent | CustomerErasedEvent;

export const WAIVERS_PROJECTION = 'waivers';

const actorName = (e: RecordedEvent) => (e.metadata.actor === 'system' ? null : (e.metadata.actor?.userId ?? null));

/**
 * The venue's waiver (current version, whether required), every version published, and each
 * customer's signatures (first signature of a version wins; an erased customer's name and address go).
 */
export const waiversProjection: Projection = {
  name: WAIVERS_PROJECTION,
  eventTypes: ['WaiverPublished', 'WaiverRequirementChanged', 'WaiverSigned', 'CustomerErased'],
  tables: ['waiver_settings', 'waiver_versions', 'waiver_signatures'],
  async apply(trx, recorded) {
    const event = recorded as Event;
    switch (event.type) {
      case 'WaiverPublished': {
        const d = event.data;
        await trx('waiver_versions')
          .insert({
            version: d.version,
            text: d.text,
            is_required: d.isRequired,
            published_by: actorName(event),
            published_at: d.at,
          })
          .onConflict(['venue_id', 'version'])
          .ignore();
        const row = { version: d.version, is_required: d.isRequired, updated_at: d.at };
        await trx('waiver_settings').insert(row).onConflict('venue_id').merge(Object.keys(row));
        return;
      }
      case 'WaiverRequirementChanged': {
        const d = event.data;
        const row = { version: d.version, is_required: d.isRequired, updated_at: d.at };
        await trx('waiver_settings').insert(row).onConflict('venue_id').merge(Object.keys(row));
        return;
      }
      case 'WaiverSigned': {
        const d = event.data;
        await trx('waiver_signatures')
          .insert({
            event_id: event.eventId,
            user_id: d.userId,
            version: d.version,
            full_name: d.fullName,
            ip: d.ip,
            user_agent: d.userAgent,
            signed_at: d.signedAt,
          })
          .onConflict(['venue_id', 'user_id', 'version'])
          .ignore();
        return;
      }
      case 'CustomerErased': {
        await trx('waiver_signatures')
          .where({ user_id: event.data.userId })
          .update({ full_name: 'Erased customer', ip: null, user_agent: null });
        return;
      }
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
};
