import type { Knex } from 'knex';

/** The venue's SMS settings (sender number, quiet hours, templates), as the messaging settings read model keeps them. */
export interface MessagingSettings {
  senderNumber: string | null;
  quietHoursStart: string | null;
  quietHoursEnd: string | null;
  templates: Record<string, string>;
}
export const DEFAULT_SETTINGS: MessagingSettings = {
  senderNumber: null,
  quietHoursStart: null,
  quietHoursEnd: null,
  templates: {},
};

export async function messagingSettings(ctx: { knex: Knex }): Promise<MessagingSettings> {
  const row = await ctx.knex('messaging_settings').where({ id: 'settings' }).first('settings');
  return { ...DEFAULT_SETTINGS, ...((row?.settings as Partial<MessagingSettings>) ?? {}) };
}

/** Whether a number has texted STOP (and not START since). */
export async function optedOut(ctx: { knex: Knex }, phone: string): Promise<boolean> {
  return Boolean(await ctx.knex('sms_opt_outs').where({ phone_number: phone }).first('phone_number'));
}
