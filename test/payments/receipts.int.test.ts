import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { signUp } from '../harness/auth';
import type { BookingTestApp } from '../bookings/booking-fixtures';
import { waitFor } from '../harness/wait-for';
import { cardToken, startPaymentApp } from './payment-fixtures';

describe('what a customer is told they paid: the success page data and the SMS receipt agree', () => {
  let t: BookingTestApp;
  let bays: string[];
  let date: string;
  beforeAll(async () => {
    ({ t, bays, date } = await startPaymentApp(1, 3));
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('lists the booking and the credit offer, totals the charge, and texts the same total and reference', async () => {
    const { client, user } = await signUp(t.app);
    const paid = await client.post('/api/orders', {
      lines: [{ type: 'booking', bayId: bays[0], date, startTime: '18:00', duration: 2 }, { type: 'credit-offer' }],
      sourceId: await cardToken(client),
      idempotencyKey: randomUUID(),
    });
    expect(paid.status).toBe(201);
    const bookingId = paid.body.fulfilled.find((f: { type: string }) => f.type === 'booking').reference;
    const charged = paid.body.amountCharged;

    const details = await client.get(`/api/bookings/details/${bookingId}`);
    expect(details.status).toBe(200);
    expect(details.body.receipt).toEqual({
      lines: [
        expect.objectContaining({ type: 'booking', amount: expect.stringMatching(/^\d+\.\d{2}$/) }),
        expect.objectContaining({ type: 'credit-offer', label: '1 credit (special offer)', amount: '18.00' }),
      ],
      adjustments: [],
      charged,
      paidWith: [`$${charged} by card`],
    });
    const lineTotal = details.body.receipt.lines.reduce(
      (sum: number, l: { amount: string }) => sum + Number(l.amount),
      0,
    );
    expect(lineTotal.toFixed(2)).toBe(charged);

    const outbox = `/api/dev/sms-outbox?phone=${encodeURIComponent(user.phoneNumber)}`;
    const sms = await waitFor(async () =>
      ((await t.app.client().get(outbox)).body.messages as { body: string }[]).find((m) => m.body.includes('Paid:')),
    );
    const day = DateTime.fromISO(date).setLocale('en-US').toFormat('ccc LLL d');
    expect(sms.body).toContain(`, ${day}, 6:00-8:00 PM. Paid: $${charged} by card. Ref ${details.body.reference}.`);
    expect(details.body.reference).toBe(bookingId.slice(0, 8).toUpperCase());

    // The same receipt by email (the account has an address), over SMTP to the dev mailbox, once.
    const mailbox = `/api/dev/mailbox?to=${encodeURIComponent(user.email)}`;
    const mail = await waitFor(async () => ((await t.app.client().get(mailbox)).body.messages as MailJson[])[0]);
    expect(mail.subject).toMatch(/^Fairway Sim Golf receipt: Bay 1\b.*, 6:00-8:00 PM$/);
    expect(mail.text).toContain('1 credit (special offer): $18.00');
    expect(mail.text).toContain(`Total paid: $${charged}`);
    expect(mail.text).toContain(`Reference: ${details.body.reference}`);
    expect(mail.html).toContain(`$${charged}`);
    // The booking's calendar event rides along: an .ics with the booking's instants and reference.
    const ics = mail.attachments.find((a) => a.filename === `booking-${details.body.reference}.ics`);
    expect(ics?.contentType).toMatch(/^text\/calendar/);
    expect(ics?.text).toContain(`UID:${bookingId}@`);
    expect(ics?.text).toContain(`Booking reference: ${details.body.reference}`);
    expect(ics?.text).toMatch(/STATUS:CONFIRMED/);
    // A fixed pause on purpose: no second copy of the receipt arrives in the meantime.
    await new Promise((r) => setTimeout(r, 300));
    expect((await t.app.client().get(mailbox)).body.messages).toHaveLength(1);
    // One text too: the booking's confirmation leaves the receipt to the order's completion.
    const texts = (await t.app.client().get(outbox)).body.messages as { body: string }[];
    expect(texts.filter((m) => m.body.includes('Paid:'))).toHaveLength(1);
  });
});

interface MailJson {
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string | null; contentType: string; text: string | null }[];
}
