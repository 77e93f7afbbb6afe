import type { RecordedEvent } from '../../eventstore/types';
import type { LoyaltyEvent } from '../../domain/loyalty/loyalty.events';
import type { Projection } from '../projection';

/** The program's settings, each account's points and credits earned, and which bookings earned. */
export const loyaltyProjection: Projection = {
  name: 'loyalty',
  eventTypes: ['LoyaltySettingsChanged', 'LoyaltyHoursEarned', 'LoyaltyCreditEarned'],
  tables: ['loyalty_settings', 'loyalty_accounts', 'loyalty_earnings'],
  async apply(trx, recorded) {
    const event = recorded as unknown as LoyaltyEvent & RecordedEvent;
    if (event.type === 'LoyaltySettingsChanged') {
      await trx('loyalty_settings')
        .insert({ id: 'program', is_active: event.data.isActive, hours_per_credit: event.data.hoursPerCredit })
        .onConflict('id')
        .merge();
    } else if (event.type === 'LoyaltyHoursEarned') {
      const d = event.data;
      await trx('loyalty_earnings')
        .insert({ booking_id: d.bookingId, user_id: d.userId, minutes: d.minutes, earned_at: d.earnedAt })
        .onConflict('booking_id')
        .merge({ minutes: trx.raw('loyalty_earnings.minutes + excluded.minutes'), earned_at: d.earnedAt });
      await trx('loyalty_accounts')
        .insert({ user_id: d.userId, total_minutes: d.totalMinutes, credits_earned: 0, updated_at: d.earnedAt })
        .onConflict('user_id')
        .merge(['total_minutes', 'updated_at']);
    } else {
      await trx('loyalty_accounts')
        .where({ user_id: event.data.userId })
        .update({ credits_earned: event.data.creditsEarned });
    }
  },
};
