import type { Projection } from '../projection';
import type { RecordedEvent } from '../../eventstore/types';
import {
  catalogEventTypes,
  type BayCreatedData,
  type BayUpdatedData,
  type BusinessHoursSetData,
  type CancellationPolicySetData,
} from '../../domain/catalog/catalog.events';

export const CATALOG_PROJECTION = 'catalog';

/** The venue_settings row each settings event replaces. */
export const SETTING_KEYS = {
  SystemSettingsSet: 'system',
  AdminNotificationsSet: 'admin_notifications',
  DoorAccessSettingsSet: 'door_access',
} as const;

/** Bays, global business hours and venue settings, from the catalog streams. */
export const catalogProjection: Projection = {
  name: CATALOG_PROJECTION,
  eventTypes: catalogEventTypes,
  tables: ['bays', 'global_business_hours', 'venue_settings'],
  async apply(trx, event: RecordedEvent) {
    const at = event.metadata.occurredAt ?? event.createdAt.toISOString();
    switch (event.type) {
      case 'BayCreated': {
        const d = event.data as BayCreatedData;
        await trx('bays')
          .insert({
            id: d.bayId,
            name: d.name,
            description: d.description,
            is_active: d.isActive,
            hourly_rate_cents: d.hourlyRateCents,
            peak_hourly_rate_cents: d.peakHourlyRateCents,
            buffer_minutes: d.bufferMinutes ?? 0,
            created_at: at,
            updated_at: at,
          })
          .onConflict('id')
          .ignore();
        return;
      }
      case 'BayUpdated': {
        const d = event.data as BayUpdatedData;
        const columns: Record<string, unknown> = { updated_at: at };
        if (d.name !== undefined) columns.name = d.name;
        if (d.description !== undefined) columns.description = d.description;
        if (d.isActive !== undefined) columns.is_active = d.isActive;
        if (d.hourlyRateCents !== undefined) columns.hourly_rate_cents = d.hourlyRateCents;
        if (d.peakHourlyRateCents !== undefined) columns.peak_hourly_rate_cents = d.peakHourlyRateCents;
        if (d.bufferMinutes !== undefined) columns.buffer_minutes = d.bufferMinutes;
        await trx('bays').where({ id: d.bayId }).update(columns);
        return;
      }
      case 'BusinessHoursSet': {
        const d = event.data as BusinessHoursSetData;
        const row = {
          day_of_week: d.dayOfWeek,
          open_time: d.openTime,
          close_time: d.closeTime,
          booking_interval_minutes: d.bookingIntervalMinutes,
          peak_start_time: d.peakStartTime,
          peak_end_time: d.peakEndTime,
          base_hourly_rate_cents: d.baseHourlyRateCents,
          peak_hourly_rate_cents: d.peakHourlyRateCents,
          updated_at: at,
        };
        await trx('global_business_hours').insert(row).onConflict('day_of_week').merge();
        return;
      }
      case 'SystemSettingsSet':
      case 'AdminNotificationsSet':
      case 'DoorAccessSettingsSet': {
        await trx('venue_settings')
          .insert({
            key: SETTING_KEYS[event.type as keyof typeof SETTING_KEYS],
            value: JSON.stringify(event.data),
            updated_at: at,
          })
          .onConflict('key')
          .merge();
        return;
      }
      case 'CancellationPolicySet': {
        const d = event.data as CancellationPolicySetData;
        await trx('venue_settings')
          .insert({ key: 'cancellation_policy', value: JSON.stringify(d), updated_at: at })
          .onConflict('key')
          .merge();
        return;
      }
    }
  },
};
