import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  CardProviderRejectedError,
  type ChargeRequest,
  type ChargeResult,
  type HostedCheckout,
  type HostedCheckoutRequest,
  type HostedCheckoutStatus,
  type ProcessorName,
} from '../card-processor';

/** The twin's hosted checkout pages (a Square payment link's twin): opened, paid once, or taken down. */
export class TwinCheckouts {
  constructor(
    private readonly knex: Knex,
    private readonly charge: (processor: ProcessorName, request: ChargeRequest) => Promise<ChargeResult>,
  ) {}

  /** A payment page the twin serves itself (at /api/dev/card-twin/checkout/:id), as Square hosts its own. */
  async create(processor: ProcessorName, request: HostedCheckoutRequest): Promise<HostedCheckout> {
    const id = `twin_link_${randomBytes(10).toString('hex')}`;
    await this.knex('card_twin_checkouts')
      .insert({
        id,
        idempotency_key: request.idempotencyKey,
        order_id: `twin_order_${randomBytes(10).toString('hex')}`,
        processor,
        name: request.name,
        amount_cents: request.amountCents,
        redirect_url: request.redirectUrl,
        status: 'open',
      })
      .onConflict('idempotency_key')
      .ignore();
    const row = await this.knex('card_twin_checkouts').where({ idempotency_key: request.idempotencyKey }).first();
    return {
      checkoutId: row.id,
      url: `${new URL(request.redirectUrl).origin}/api/dev/card-twin/checkout/${row.id}`,
      orderId: row.order_id,
    };
  }

  async status(checkoutId: string): Promise<HostedCheckoutStatus> {
    const row = await this.find(checkoutId);
    if (!row) throw new CardProviderRejectedError(`No such checkout ${checkoutId}`, 'NOT_FOUND');
    if (row.status === 'paid') return { status: 'paid', paymentId: row.payment_id!, amountCents: row.amount_cents };
    return row.status === 'canceled' ? { status: 'canceled' } : { status: 'open' };
  }

  async find(checkoutId: string): Promise<{
    id: string;
    name: string;
    amount_cents: number;
    redirect_url: string;
    status: string;
    processor: ProcessorName;
    payment_id: string | null;
  } | null> {
    return (await this.knex('card_twin_checkouts').where({ id: checkoutId }).first()) ?? null;
  }

  /**
   * The buyer pays on the twin's checkout page: the card is charged once (keyed by the page), and the
   * page is paid. A declined card leaves the page open for another card.
   */
  async pay(checkoutId: string, sourceToken: string): Promise<ChargeResult> {
    const row = await this.find(checkoutId);
    if (!row || row.status === 'canceled')
      throw new CardProviderRejectedError('This checkout link has expired.', 'NOT_FOUND');
    if (row.status === 'paid') return { status: 'approved', paymentId: row.payment_id!, amountCents: row.amount_cents };
    const result = await this.charge(row.processor, {
      amountCents: row.amount_cents,
      sourceToken,
      idempotencyKey: `checkout-${checkoutId}-${sourceToken}`,
      note: row.name,
    });
    if (result.status === 'approved')
      await this.knex('card_twin_checkouts')
        .where({ id: checkoutId, status: 'open' })
        .update({ status: 'paid', payment_id: result.paymentId });
    return result;
  }

  /** Takes the page down: an open page can no longer be paid. */
  async cancel(checkoutId: string): Promise<void> {
    await this.knex('card_twin_checkouts').where({ id: checkoutId, status: 'open' }).update({ status: 'canceled' });
  }
}
