import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const promo = {
  id: 'p1',
  name: 'Spring pack',
  description: null,
  discountPercentage: 33,
  creditsGranted: 5,
  offerPrice: '100.00',
  regularPrice: '150.00',
  maxPurchasesPerUser: 1,
  isActive: true,
  purchaseCount: 12,
};
const credit = {
  id: 'k1',
  name: '10 hours',
  credits: 10,
  price: '300.00',
  regularPrice: '350.00',
  discountPercentage: 14,
  isActive: true,
  sortOrder: 0,
};

describe('the admin promotional offers page', () => {
  it('lists both kinds with purchases, deactivates one and creates a credit offer', async () => {
    signedInAs(admin);
    const puts: unknown[] = [];
    const posts: unknown[] = [];
    server.use(
      http.get('/api/admin/promotional-offers', () => HttpResponse.json([promo])),
      http.get('/api/admin/credit-offers', () => HttpResponse.json([credit])),
      http.put('/api/admin/promotional-offers/p1', async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json({ ...promo, isActive: false });
      }),
      http.post('/api/admin/credit-offers', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json(credit, { status: 201 });
      }),
    );
    await renderPage('/admin/promotional-offers');
    const row = (await screen.findByRole('rowheader', { name: 'Spring pack' })).closest('tr')!;
    expect(within(row).getByText('12')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Deactivate Spring pack' }));
    expect(await screen.findByText('Offer Deactivated')).toBeInTheDocument();
    expect(puts).toEqual([expect.objectContaining({ name: 'Spring pack', offerPrice: '100.00', isActive: false })]);

    await userEvent.click(screen.getByRole('button', { name: 'New Credit Offers' }));
    const dialog = screen.getByRole('dialog', { name: 'New Credit Offer' });
    await userEvent.type(within(dialog).getByLabelText('Offer name'), '5 hours');
    await userEvent.type(within(dialog).getByLabelText('Credits'), '5');
    await userEvent.type(within(dialog).getByLabelText('Price'), '200');
    await userEvent.type(within(dialog).getByLabelText('Regular price'), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Offer' }));
    expect(within(dialog).getByText('The offer price cannot be above the regular price')).toBeInTheDocument();
    const regular = within(dialog).getByLabelText('Regular price');
    await userEvent.clear(regular);
    await userEvent.type(regular, '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Offer' }));
    expect(await screen.findByText('Credit Offer Created')).toBeInTheDocument();
    expect(posts).toEqual([
      { name: '5 hours', credits: 5, price: '200.00', regularPrice: '250.00', sortOrder: 0, isActive: true },
    ]);
  });

  it("activates a credit offer, reads the list again, and shows the server's message when it fails", async () => {
    signedInAs(admin);
    const puts: unknown[] = [];
    let active = false;
    let fail = true;
    server.use(
      http.get('/api/admin/promotional-offers', () => HttpResponse.json([])),
      http.get('/api/admin/credit-offers', () => HttpResponse.json([{ ...credit, isActive: active }])),
      http.put('/api/admin/credit-offers/k1', async ({ request }) => {
        if (fail) return HttpResponse.json({ message: 'Price must be above zero' }, { status: 400 });
        puts.push(await request.json());
        active = true;
        return HttpResponse.json({ ...credit, isActive: true });
      }),
    );
    await renderPage('/admin/promotional-offers');
    const row = (await screen.findByRole('rowheader', { name: '10 hours' })).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Activate 10 hours' }));
    expect(await screen.findByText('That did not work')).toBeInTheDocument();
    expect(screen.getByText('Price must be above zero')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(row).getByRole('button', { name: 'Activate 10 hours' }));
    expect(await screen.findByText('Offer Activated')).toBeInTheDocument();
    expect(puts).toEqual([
      { name: '10 hours', credits: 10, price: '300.00', regularPrice: '350.00', isActive: true, sortOrder: 0 },
    ]);
    expect(await within(row).findByRole('button', { name: 'Deactivate 10 hours' })).toBeInTheDocument();
  });

  it('edits a promotional offer in the same dialog, with its own fields and checks', async () => {
    signedInAs(admin);
    const puts: unknown[] = [];
    server.use(
      http.get('/api/admin/promotional-offers', () => HttpResponse.json([promo])),
      http.get('/api/admin/credit-offers', () => HttpResponse.json([])),
      http.put('/api/admin/promotional-offers/p1', async ({ request }) => {
        puts.push(await request.json());
        return HttpResponse.json(promo);
      }),
    );
    await renderPage('/admin/promotional-offers');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Spring pack' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Spring pack' });
    expect(within(dialog).getByLabelText('Max purchases per customer')).toHaveValue(1);
    const credits = within(dialog).getByLabelText('Credits granted');
    await userEvent.clear(credits);
    await userEvent.type(credits, '2.25');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Three for two');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Offer' }));
    expect(within(dialog).getByText('Credits come in half steps')).toBeInTheDocument();
    await userEvent.clear(credits);
    await userEvent.type(credits, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Offer' }));
    expect(await screen.findByText('Offer Saved')).toBeInTheDocument();
    expect(puts).toEqual([
      {
        name: 'Spring pack',
        description: 'Three for two',
        creditsGranted: 6,
        offerPrice: '100.00',
        regularPrice: '150.00',
        maxPurchasesPerUser: 1,
        isActive: true,
      },
    ]);
  });
});
