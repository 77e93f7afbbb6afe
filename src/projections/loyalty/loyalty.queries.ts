import type { Knex } from 'knex';
import { DEFAULT_HOURS_PER_CREDIT } from '../../domain/loyalty/loyalty.events';

export interface LoyaltySettingsRow {
  isActive: boolean;
  hoursPerCredit: number;
}

export async function loyaltySettings(knex: Knex): Promise<LoyaltySettingsRow> {
  const row = await knex('loyalty_settings').where({ id: 'program' }).first();
  return {
    isActive: Boolean(row?.is_active),
    hoursPerCredit: Number(row?.hours_per_credit ?? DEFAULT_HOURS_PER_CREDIT),
  };
}

/** Points are hours played (one decimal place shown); progress is the share of the next credit's hours. */
export async function loyaltyStatus(knex: Knex, userId: string) {
  const [settings, account] = await Promise.all([
    loyaltySettings(knex),
    knex('loyalty_accounts').where({ user_id: userId }).first(),
  ]);
  const minutes = Number(account?.total_minutes ?? 0);
  const perCredit = settings.hoursPerCredit * 60;
  const intoCurrent = minutes % perCredit;
  return {
    isActive: settings.isActive,
    loyaltyPoints: Math.round((minutes / 60) * 10) / 10,
    hoursPerCredit: settings.hoursPerCredit,
    progressToNext: Math.round((intoCurrent / perCredit) * 1000) / 10,
    hoursToNext: Math.round(((perCredit - intoCurrent) / 60) * 10) / 10,
    creditsEarned: Number(account?.credits_earned ?? 0),
  };
}
