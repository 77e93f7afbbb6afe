import {
  cardDisputeDecider,
  providerPayoutDecider,
  providerRefundDecider,
  type CardDisputeCommand,
  type CardDisputeState,
  type DisputeStatus,
} from './provider-notices';

const notice = (status: DisputeStatus, fundsWithdrawn = status !== 'warning') => ({
  kind: 'dispute' as const,
  disputeId: 'dp_1',
  paymentId: 'pay_1',
  amountCents: 4000,
  status,
  reason: 'fraudulent',
  evidenceDueBy: '2026-12-20T00:00:00.000Z',
  fundsWithdrawn,
  feeCents: 1500,
});
const apply = (status: DisputeStatus, at: string, fundsWithdrawn?: boolean): CardDisputeCommand => ({
  type: 'ApplyDisputeNotice',
  provider: 'stripe',
  notice: notice(status, fundsWithdrawn),
  at,
  order: null,
});

/** Runs the notices in the order given, returning every event recorded. */
function run(commands: CardDisputeCommand[]) {
  let state: CardDisputeState = cardDisputeDecider.initialState();
  const all: Array<{ type: string; data: Record<string, unknown> }> = [];
  for (const c of commands) {
    const events = cardDisputeDecider.decide(c, state);
    state = events.reduce(cardDisputeDecider.evolve, state);
    all.push(...events);
  }
  return { events: all, state };
}

describe('a card dispute from its notices, in any order', () => {
  it('opens, withdraws once, moves to review and closes as won with the withdrawn amount', () => {
    const { events } = run([
      apply('needs_response', '2026-11-01T00:00:00Z'),
      apply('needs_response', '2026-11-01T00:00:00Z'),
      apply('under_review', '2026-11-02T00:00:00Z'),
      apply('won', '2026-11-10T00:00:00Z'),
    ]);
    expect(events.map((e) => e.type)).toEqual([
      'CardDisputeOpened',
      'CardDisputeFundsWithdrawn',
      'CardDisputeUpdated',
      'CardDisputeClosed',
    ]);
    expect(events[1].data).toMatchObject({ amountCents: 4000, feeCents: 1500 });
    expect(events[3].data).toMatchObject({ outcome: 'won', amountCents: 4000 });
  });

  it('takes an outcome that arrives first as final: the late opening and updates change nothing', () => {
    const { events, state } = run([
      apply('lost', '2026-11-10T00:00:00Z'),
      apply('needs_response', '2026-11-01T00:00:00Z'),
      apply('under_review', '2026-11-02T00:00:00Z'),
    ]);
    expect(events.map((e) => e.type)).toEqual(['CardDisputeOpened', 'CardDisputeFundsWithdrawn', 'CardDisputeClosed']);
    expect(state).toMatchObject({ status: 'lost', closed: true, withdrawnCents: 4000 });
  });

  it('ignores an older status after a newer one, and closes an inquiry as won with nothing withdrawn', () => {
    const older = run([apply('under_review', '2026-11-03T00:00:00Z'), apply('needs_response', '2026-11-02T00:00:00Z')]);
    expect(older.state.status).toBe('under_review');
    const inquiry = run([apply('warning', '2026-11-01T00:00:00Z'), apply('won', '2026-11-05T00:00:00Z', false)]);
    expect(inquiry.events.map((e) => e.type)).toEqual(['CardDisputeOpened', 'CardDisputeUpdated', 'CardDisputeClosed']);
    expect(inquiry.events[2].data).toMatchObject({ outcome: 'won', amountCents: 0 });
  });

  it('is cleared by staff once', () => {
    const { state } = run([apply('needs_response', '2026-11-01T00:00:00Z')]);
    const clear = {
      type: 'ClearDispute' as const,
      provider: 'stripe' as const,
      disputeId: 'dp_1',
      by: 'u1',
      note: null,
      at: 'x',
    };
    const events = cardDisputeDecider.decide(clear, state);
    expect(events.map((e) => e.type)).toEqual(['CardDisputeCleared']);
    expect(cardDisputeDecider.decide(clear, events.reduce(cardDisputeDecider.evolve, state))).toEqual([]);
  });
});

describe('refunds and payouts made at the provider', () => {
  const refund = (status: 'completed' | 'pending' | 'failed') => ({
    type: 'RecordProviderRefund' as const,
    orderId: 'o1',
    provider: 'square' as const,
    refundId: 'rf1',
    paymentId: 'p1',
    amountCents: 1500,
    status,
    at: '2026-11-01T00:00:00Z',
  });

  it('counts a refund once, takes it back when it fails, and a failure read first closes it', () => {
    const first = providerRefundDecider.decide(refund('pending'), { status: 'none' });
    expect(first.map((e) => e.type)).toEqual(['CheckoutRefundedAtProvider']);
    expect(providerRefundDecider.decide(refund('completed'), { status: 'refunded' })).toEqual([]);
    expect(providerRefundDecider.decide(refund('failed'), { status: 'refunded' })[0].data).toMatchObject({
      amountCents: 1500,
    });
    const failedFirst = providerRefundDecider.decide(refund('failed'), { status: 'none' });
    expect(failedFirst[0].data).toMatchObject({ amountCents: 0 });
    expect(providerRefundDecider.decide(refund('completed'), { status: 'failed' })).toEqual([]);
  });

  it('counts a payout when paid and puts it back when the bank returns it', () => {
    const payout = (status: 'paid' | 'failed' | 'pending') => ({
      type: 'ApplyPayoutNotice' as const,
      provider: 'stripe' as const,
      notice: { kind: 'payout' as const, payoutId: 'po1', amountCents: 9000, status, arrivalDate: '2026-11-03' },
      at: '2026-11-02T00:00:00Z',
    });
    expect(providerPayoutDecider.decide(payout('pending'), { status: 'none' })).toEqual([]);
    expect(providerPayoutDecider.decide(payout('paid'), { status: 'none' }).map((e) => e.type)).toEqual([
      'ProviderPayoutPaid',
    ]);
    expect(providerPayoutDecider.decide(payout('paid'), { status: 'paid' })).toEqual([]);
    expect(providerPayoutDecider.decide(payout('failed'), { status: 'paid' })[0].data).toMatchObject({
      amountCents: 9000,
    });
    expect(providerPayoutDecider.decide(payout('failed'), { status: 'none' })[0].data).toMatchObject({
      amountCents: 0,
    });
  });
});
