import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { placeBooking, quoteBooking } from '../../src/commands/bookings';
import type { BookingTestApp } from '../bookings/booking-fixtures';

export const zone = 'America/New_York';

/** The venue-local instant `time` on `date`. */
export const venueAt = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();

/** A confirmed, paid booking placed through the bookings commands, projected before it is returned. */
export async function bookBay(
  t: BookingTestApp,
  input: { bayId: string; userId: string | null; date: string; startTime: string; duration?: number },
): Promise<string> {
  const bookingId = randomUUID();
  const duration = input.duration ?? 1;
  const quote = await quoteBooking(t.app.ctx, {
    bayId: input.bayId,
    date: input.date,
    startTime: input.startTime,
    duration,
  });
  const placed = await placeBooking(t.app.ctx, {
    bookingId,
    userId: input.userId,
    bayId: input.bayId,
    date: input.date,
    startTime: input.startTime,
    duration,
    quote,
    status: 'confirmed',
    paymentStatus: 'paid',
  });
  await t.app.ctx.projections.waitFor(placed.position, ['bookings']);
  return bookingId;
}

/** Reads server-sent events from a fetch body: `next(kind)` resolves with the first such event's data. */
export function readEvents(body: ReadableStream<Uint8Array>) {
  const frames: Array<{ event: string; data: string }> = [];
  const comments: string[] = [];
  let buffer = '';
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let done = false;
  const pump = (async () => {
    for (;;) {
      const { value, done: end } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (end) break;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const lines = block.split('\n');
        const event = lines.find((l) => l.startsWith('event: '))?.slice(7);
        const data = lines.find((l) => l.startsWith('data: '))?.slice(6);
        if (event && data) frames.push({ event, data });
        else comments.push(...lines.filter((l) => l.startsWith(':')));
      }
    }
    done = true;
  })();
  return {
    frames,
    comments,
    async next(event: string, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const frame = frames.find((f) => f.event === event);
        if (frame) return JSON.parse(frame.data) as Record<string, unknown>;
        if (done) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no ${event} event (got ${frames.map((f) => f.event).join(', ') || 'none'})`);
    },
    async close() {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}
