import { DateTime } from 'luxon';
import { escapeHtml } from '../../lib/html';
import { activeDoorCode, doorAccessSettings } from '../../projections/door-access/door-access.queries';
import type { ReceiptSection } from '../receipt-section';

/**
 * The door code the receipt shows. When the venue uses door codes the receipt waits (the job retries)
 * for the code to be issued, except on its last attempt, when it goes without one.
 */
export const doorCodeReceiptSection: ReceiptSection = {
  async read(ctx, booking, job) {
    const settings = await doorAccessSettings(ctx.knex);
    const code = await activeDoorCode(ctx.knex, booking.id);
    if (!code) {
      const expected = settings.enabled && new Date(booking.endsAt).getTime() > ctx.now().getTime();
      if (expected && job && job.attempt < job.maxAttempts)
        throw new Error(`door code for booking ${booking.id} not issued yet`);
      return { text: '', html: '' };
    }
    const opensAt = DateTime.fromISO(code.validFrom, { zone: ctx.config.VENUE_TIMEZONE }).toFormat('h:mm a');
    return {
      text: `\nDoor code: ${code.code} (opens ${opensAt}, until your booking ends)`,
      html: `<p style="margin:16px 0 0;font-size:15px">Door code: <strong style="font-size:18px;letter-spacing:2px">${escapeHtml(code.code)}</strong><br><span style="font-size:13px;color:#4b5563">Opens ${escapeHtml(opensAt)}, until your booking ends</span></p>`,
    };
  },
};
