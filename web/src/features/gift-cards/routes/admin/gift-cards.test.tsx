import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const card = {
  code: 'ABCD2345EFGH6789',
  originalAmount: '50.00',
  currentBalance: '50.00',
  status: 'active',
  issuedTo: 'Sam Recipient',
  recipientEmail: 'sam@example.com',
  senderName: 'Pat Sender',
  deliveryMethod: 'email',
  purchased: true,
  createdAt: '2026-11-20T15:00:00.000Z',
};

describe('the admin gift cards page', () => {
  it('lists the cards, opens one with its history, and adjusts the balance with a reason', async () => {
    signedInAs(admin);
    const adjusted: unknown[] = [];
    let balance = '50.00';
    const detail = () => ({
      ...card,
      currentBalance: balance,
      personalMessage: null,
      transactions: [
        {
          kind: 'issue',
          amount: '50.00',
          balanceAfter: '50.00',
          reason: null,
          actor: null,
          occurredAt: card.createdAt,
        },
        ...(balance !== '50.00'
          ? [
              {
                kind: 'adjust',
                amount: '10.00',
                balanceAfter: balance,
                reason: 'Projector broke',
                actor: 'a1',
                occurredAt: card.createdAt,
              },
            ]
          : []),
      ],
    });
    server.use(
      http.get('/api/admin/gift-cards', () => HttpResponse.json({ items: [card], nextCursor: null })),
      http.get('/api/admin/gift-cards/:code', () => HttpResponse.json(detail())),
      http.post('/api/admin/gift-cards/:code/adjust', async ({ request }) => {
        adjusted.push(await request.json());
        balance = '60.00';
        return HttpResponse.json(detail());
      }),
    );
    await renderPage('/admin/gift-cards');
    expect(await screen.findByText('ABCD2345EFGH6789', {}, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByTestId('gift-card-detail');
    expect(await within(dialog).findByText('Issued')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Adjust by ($, negative to take off)'), '10');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Projector broke');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adjust Balance' }));
    expect(await screen.findByText('Balance now $60.00.')).toBeInTheDocument();
    expect(within(dialog).getByText('Projector broke')).toBeInTheDocument();
    expect(adjusted).toEqual([{ amount: '10', reason: 'Projector broke' }]);
  });

  it('issues a card without a payment and opens it', async () => {
    signedInAs(admin);
    const issued: unknown[] = [];
    const cards: unknown[] = [];
    const newCard = {
      ...card,
      code: 'NEWC0DE2345ABCDE',
      originalAmount: '25.00',
      currentBalance: '25.00',
      issuedTo: 'Robin Prize',
      recipientEmail: null,
      senderName: 'Fairway Sim Golf',
      deliveryMethod: 'pickup',
      purchased: false,
      personalMessage: null,
      transactions: [],
    };
    server.use(
      http.get('/api/admin/gift-cards', () => HttpResponse.json({ items: cards, nextCursor: null })),
      http.get('/api/admin/gift-cards/:code', () => HttpResponse.json(newCard)),
      http.post('/api/admin/gift-cards', async ({ request }) => {
        issued.push(await request.json());
        cards.push(newCard);
        return HttpResponse.json(newCard, { status: 201 });
      }),
    );
    await renderPage('/admin/gift-cards');
    expect(await screen.findByText('No gift cards yet.', {}, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Issue Gift Card' }));
    const dialog = screen.getByTestId('gift-card-issue');
    await userEvent.type(within(dialog).getByLabelText('Amount ($)'), '25');
    await userEvent.type(within(dialog).getByLabelText('Recipient Name'), 'Robin Prize');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Closest to the pin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Issue Card' }));
    expect(await screen.findByText('Gift Card Issued')).toBeInTheDocument();
    expect(screen.getByText('Code NEWC0DE2345ABCDE')).toBeInTheDocument();
    expect(issued).toEqual([
      {
        amount: '25',
        recipientName: 'Robin Prize',
        recipientEmail: null,
        deliveryMethod: 'pickup',
        reason: 'Closest to the pin',
      },
    ]);
    expect(await screen.findByTestId('gift-card-detail')).toBeInTheDocument();
    expect(screen.queryByTestId('gift-card-issue')).not.toBeInTheDocument();
    expect(await screen.findByText('NEWC0DE2345ABCDE', { selector: 'code' })).toBeInTheDocument();
  });

  it("voids a card with a reason, and shows the server's message when that fails", async () => {
    signedInAs(admin);
    const voided: unknown[] = [];
    let fail = true;
    let status = 'active';
    const detail = () => ({
      ...card,
      status,
      currentBalance: status === 'voided' ? '0.00' : '50.00',
      personalMessage: null,
      transactions: [],
    });
    server.use(
      http.get('/api/admin/gift-cards', () => HttpResponse.json({ items: [card], nextCursor: null })),
      http.get('/api/admin/gift-cards/:code', () => HttpResponse.json(detail())),
      http.post('/api/admin/gift-cards/:code/void', async ({ request }) => {
        if (fail) return HttpResponse.json({ message: 'The card is in use' }, { status: 409 });
        voided.push(await request.json());
        status = 'voided';
        return HttpResponse.json(detail());
      }),
    );
    await renderPage('/admin/gift-cards');
    await userEvent.click(await screen.findByRole('button', { name: 'Open' }, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('gift-card-detail');
    await userEvent.type(await within(dialog).findByLabelText('Reason'), 'Reported stolen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void Card' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('The card is in use')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Reported stolen');
    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Void Card' }));
    expect(await screen.findByText('Gift Card Voided')).toBeInTheDocument();
    expect(screen.getByText('Balance now $0.00.')).toBeInTheDocument();
    expect(voided).toEqual([{ reason: 'Reported stolen' }]);
    expect(within(dialog).queryByRole('button', { name: 'Void Card' })).not.toBeInTheDocument();
  });
});

describe('the admin email settings page', () => {
  it('shows the sender and where mail goes, and sends a test email', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/email-settings', () =>
        HttpResponse.json({
          from: 'Fairway Sim Golf <no-reply@localhost>',
          transport: 'local SMTP sink (dev mailbox)',
        }),
      ),
      http.post('/api/admin/email-settings/test', async ({ request }) => {
        const { to } = (await request.json()) as { to: string };
        return HttpResponse.json({ success: true, message: `Test email sent to ${to}.` });
      }),
    );
    await renderPage('/admin/email-settings');
    expect(await screen.findByText('local SMTP sink (dev mailbox)', {}, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Send to'), 'owner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Test email sent to owner@example.com.')).toBeInTheDocument();
  });
});
