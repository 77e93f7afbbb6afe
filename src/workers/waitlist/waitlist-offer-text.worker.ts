import type { AppContext } from '../../app-context';
import { loadBayDay } from '../../commands/bookings';
import { loadWaitlist } from '../../commands/waitlist/waitlist.commands';
import { queueSms } from '../../commands/sms';
import { formatVenueSlot } from '../../domain/catalog';
import { entryOfOffer, liveOffer } from '../../domain/waitlist/waitlist.decider';
import { catalogSnapshot, systemSettingsOf } from '../../projections/catalog';
import { endTimeOf } from '../../projections/waitlist/waitlist.queries';
import { siteUrl } from '../../lib/site-url';

/** The offer page's full address (PUBLIC_URL, else where the venue is served). */
export function offerUrl(ctx: AppContext, offerId: string): string {
  return siteUrl(ctx, `/waitlist/offer/${offerId}`);
}

/**
 * Texts an open offer to its customer's verified phone, once per offer (claimed in
 * waitlist_offer_texts before queueing). Waits (retries) until the offer's hold is in place.
 */
export async function textOffer(ctx: AppContext, payload: { date: string; offerId: string }): Promise<void> {
  const now = ctx.now();
  const entry = entryOfOffer(await loadWaitlist(ctx, payload.date), payload.offerId);
  const offer = liveOffer(entry, now.getTime());
  if (!entry || !offer) return;
  const day = await loadBayDay(ctx, offer.bayId, payload.date);
  if (!day.holds[offer.offerId]) throw new Error(`waitlist offer ${offer.offerId} not held yet`);
  const user = await ctx.knex('users').where({ id: entry.userId }).first('phone_number');
  if (!user?.phone_number) return;
  const claimed = await ctx
    .knex('waitlist_offer_texts')
    .insert({ offer_id: offer.offerId, to_phone: user.phone_number, created_at: now })
    .onConflict('offer_id')
    .ignore()
    .returning('offer_id');
  if (claimed.length === 0) return;
  try {
    const { venueName } = await systemSettingsOf(ctx);
    const bay = (await catalogSnapshot(ctx)).baysById.get(offer.bayId)?.name ?? 'A bay';
    const slot = formatVenueSlot(payload.date, offer.startTime, endTimeOf(offer.startTime, offer.duration));
    const until = new Intl.DateTimeFormat('en-US', {
      timeZone: ctx.config.VENUE_TIMEZONE,
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(offer.expiresAt));
    const body = `${venueName}: a slot you are waiting for is free. ${bay}, ${slot} is held for you until ${until}. Book it: ${offerUrl(ctx, offer.offerId)}`;
    const sms = await queueSms(ctx, { to: user.phone_number, body, reason: 'waitlist_offer' }, { actor: 'system' });
    await ctx.knex('waitlist_offer_texts').where({ offer_id: offer.offerId }).update({ sms_id: sms.smsId });
  } catch (error) {
    await ctx.knex('waitlist_offer_texts').where({ offer_id: offer.offerId, sms_id: null }).delete();
    throw error;
  }
}
