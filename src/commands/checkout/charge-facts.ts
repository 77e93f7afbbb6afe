import type { CheckoutPlan } from '../../domain/checkout/checkout.events';

const chargeNote = (plan: CheckoutPlan) =>
  plan.lines
    .map((l) => l.label)
    .join(', ')
    .slice(0, 500);

/**
 * What the provider keeps with an order's charge (its lines' ids, the order, the buyer, a note): the
 * same whoever makes the call, the order itself or the settlement of an order that stopped mid-way.
 */
export function chargeFacts(orderId: string, plan: CheckoutPlan) {
  return {
    metadata: Object.assign({}, ...plan.lines.map((l) => l.chargeMetadata), {
      bookingId: orderId,
      userId: plan.userId ?? 'guest',
    }) as Record<string, string>,
    note: chargeNote(plan),
  };
}
