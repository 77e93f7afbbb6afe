import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { accountSummaryOf, customer, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

const booking = {
  id: '22222222-2222-4222-8222-222222222222',
  reference: '22222222',
  bayId: 'b1',
  bay: { id: 'b1', name: 'Bay 3', description: 'Standard Bay' },
  date: '2027-03-14',
  startTime: '10:00:00',
  endTime: '11:00:00',
  startsAt: '2027-03-14T14:00:00.000Z',
  endsAt: '2027-03-14T15:00:00.000Z',
  duration: 1,
  status: 'confirmed',
  paymentStatus: 'paid',
  totalAmount: '35.00',
  creditsUsed: 0,
  extendedHours: 0,
  isTournamentBooking: false,
};
const ICS = `/api/bookings/${booking.id}/calendar.ics`;
const FEED_URL = 'http://localhost/api/calendar/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde.ics';

describe('adding bookings to a calendar', () => {
  it('offers the booking as an .ics download on the success page (the receipt)', async () => {
    signedInAs(customer);
    server.use(http.get(`/api/bookings/details/${booking.id}`, () => HttpResponse.json(booking)));
    await renderPage(`/payment-success?booking_id=${booking.id}`);
    const link = await screen.findByRole('link', { name: 'Add to calendar' }, { timeout: 15_000 });
    expect(link).toHaveAttribute('href', ICS);
    expect(link).toHaveAttribute('download');
  });

  it('has no calendar link for a cancelled booking on the success page', async () => {
    signedInAs(customer);
    server.use(
      http.get(`/api/bookings/details/${booking.id}`, () => HttpResponse.json({ ...booking, status: 'cancelled' })),
    );
    await renderPage(`/payment-success?booking_id=${booking.id}`);
    expect(await screen.findByText('Reference', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Add to calendar/ })).not.toBeInTheDocument();
  });

  it('puts an "Add to calendar" link on each upcoming booking of the account page', async () => {
    signedInAs(customer);
    const later = { ...booking, id: '33333333-3333-4333-8333-333333333333', date: '2027-03-20' };
    server.use(
      http.get('/api/account/summary', () =>
        HttpResponse.json(accountSummaryOf(customer, { upcoming: [booking, later] })),
      ),
    );
    await renderPage('/my-account#bookings');
    const first = await screen.findByRole(
      'link',
      { name: 'Add to calendar: Sunday, March 14, 2027, 10:00 AM' },
      { timeout: 15_000 },
    );
    expect(first).toHaveAttribute('href', ICS);
    expect(screen.getByRole('link', { name: 'Add to calendar: Saturday, March 20, 2027, 10:00 AM' })).toHaveAttribute(
      'href',
      `/api/bookings/${later.id}/calendar.ics`,
    );
  });
});

describe("the account page's calendar feed", () => {
  it('creates a feed, copies its link, and revokes it after a confirm', async () => {
    const user = userEvent.setup();
    signedInAs(customer);
    let feed: { exists: boolean; url: string | null; createdAt: string | null } = {
      exists: false,
      url: null,
      createdAt: null,
    };
    let revoked = 0;
    server.use(
      http.get('/api/account/calendar-feed', () => HttpResponse.json(feed)),
      http.post('/api/account/calendar-feed', () => {
        feed = { exists: true, url: FEED_URL, createdAt: '2027-03-10T14:00:00.000Z' };
        return HttpResponse.json(feed, { status: 201 });
      }),
      http.delete('/api/account/calendar-feed', () => {
        revoked++;
        feed = { exists: false, url: null, createdAt: null };
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderPage('/my-account#bookings');
    const section = (await screen.findByRole('heading', { name: 'Calendar Feed' }, { timeout: 15_000 })).closest(
      'section',
    )!;
    await user.click(await within(section).findByRole('button', { name: 'Create Calendar Feed' }));

    const field = await within(section).findByLabelText('Your private feed link');
    expect(field).toHaveValue(FEED_URL);
    expect(within(section).getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      FEED_URL.replace('http://', 'webcal://'),
    );
    const copied = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(section).getByRole('button', { name: 'Copy Link' }));
    expect(copied).toHaveBeenCalledWith(FEED_URL);
    expect(await screen.findByText('Link Copied')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Revoke Feed' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke Calendar Feed?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep Feed' }));
    expect(revoked).toBe(0);
    expect(within(section).getByLabelText('Your private feed link')).toHaveValue(FEED_URL);

    await user.click(within(section).getByRole('button', { name: 'Revoke Feed' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Revoke Calendar Feed?' })).getByRole('button', {
        name: 'Revoke Feed',
      }),
    );
    expect(await screen.findByText('Calendar Feed Revoked')).toBeInTheDocument();
    expect(revoked).toBe(1);
    expect(await within(section).findByRole('button', { name: 'Create Calendar Feed' })).toBeInTheDocument();
    expect(within(section).queryByLabelText('Your private feed link')).not.toBeInTheDocument();
  });

  it("shows an existing feed's link when the account page opens", async () => {
    signedInAs(customer);
    server.use(
      http.get('/api/account/calendar-feed', () =>
        HttpResponse.json({ exists: true, url: FEED_URL, createdAt: '2027-03-10T14:00:00.000Z' }),
      ),
    );
    await renderPage('/my-account#bookings');
    expect(await screen.findByLabelText('Your private feed link', {}, { timeout: 15_000 })).toHaveValue(FEED_URL);
    expect(screen.queryByRole('button', { name: 'Create Calendar Feed' })).not.toBeInTheDocument();
  });
});
