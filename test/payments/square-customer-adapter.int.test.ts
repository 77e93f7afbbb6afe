import { CardProviderUnavailableError } from '../../src/integrations/card-processor';
import { squareAgainst, startProviderServer, type ProviderServer } from './provider-server';

/** Square's Customers API as the re-link uses it: search by reference id, else create with it. */
describe('finding or creating a Square customer', () => {
  let server: ProviderServer;
  const known = new Map<string, string>();
  beforeAll(async () => {
    server = await startProviderServer((req) => {
      const body = JSON.parse(req.body || '{}');
      if (req.method === 'POST' && req.path === '/v2/customers/search') {
        const ref = body.query?.filter?.reference_id?.exact;
        if (ref === 'unreachable') return 'drop';
        const id = known.get(ref);
        return { status: 200, body: id ? { customers: [{ id, reference_id: ref }] } : {} };
      }
      if (req.method === 'POST' && req.path === '/v2/customers') {
        const id = `SQ_${known.size + 1}`;
        known.set(body.reference_id, id);
        return { status: 200, body: { customer: { id, reference_id: body.reference_id } } };
      }
      return { status: 404, body: { errors: [{ category: 'INVALID_REQUEST_ERROR', code: 'NOT_FOUND' }] } };
    });
  });
  afterAll(async () => {
    await server.close();
  });

  const request = (userId: string) => ({
    userId,
    givenName: 'Robin',
    familyName: 'Putter',
    email: 'robin@example.com',
    phoneNumber: '+12125550199',
    idempotencyKey: `key-${userId}`,
  });

  it('creates the customer with our account id as its reference, then finds it', async () => {
    const square = squareAgainst(server);
    expect(await square.findOrCreateCustomer(request('acct-1'))).toEqual({ customerId: 'SQ_1', created: true });
    const created = server.requests.find((r) => r.path === '/v2/customers')!;
    expect(JSON.parse(created.body)).toMatchObject({
      idempotency_key: expect.any(String),
      reference_id: 'acct-1',
      given_name: 'Robin',
      family_name: 'Putter',
      email_address: 'robin@example.com',
      phone_number: '+12125550199',
    });
    expect(await square.findOrCreateCustomer(request('acct-1'))).toEqual({ customerId: 'SQ_1', created: false });
    expect(server.requests.filter((r) => r.path === '/v2/customers')).toHaveLength(1);
  });

  it('says the provider is unavailable when Square cannot be reached', async () => {
    await expect(squareAgainst(server).findOrCreateCustomer(request('unreachable'))).rejects.toBeInstanceOf(
      CardProviderUnavailableError,
    );
  });
});
