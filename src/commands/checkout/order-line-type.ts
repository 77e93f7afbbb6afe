import type { AppContext } from '../../app-context';
import type { z } from 'zod';
import type { PlannedLine } from '../../domain/checkout/checkout.events';
import type { Actor } from '../../eventstore/types';

/** Who is buying, as the server knows it (never from the request body). */
export interface Buyer {
  userId: string | null;
  actor: Actor;
  /** The client's address key (rate limits); null for system callers. */
  client: string | null;
  /** A plan this same order buys: its other lines are priced as a member of it. */
  joiningPlanId?: string | null;
  /** Only a price is asked (a quote): the account is checked as for a quote, not for a new booking. */
  quoting?: boolean;
  customer: {
    firstName: string | null;
    lastName: string | null;
    email: string | null;
    phoneNumber: string | null;
    guest: boolean;
    /** A guest booked at the desk in person (staff typed their phone): texted like a customer. */
    walkIn?: boolean;
  };
}

/** What a line's steps know about the order they run in. */
export interface LineRun {
  orderId: string;
  index: number;
  userId: string | null;
  actor: Actor;
}

export interface FulfilledLine {
  /** What the line became, shown to the buyer: a booking id, a gift card code... */
  reference: string | null;
  position?: string | null;
}

/**
 * One kind of thing the paid order sells, registered by its module. The order prices every line on
 * the server, holds them, takes the money, then fulfils them; on failure it undoes them. Every step is
 * keyed by the order id and line index, so running one twice (a retry, a recovery) does it once.
 */
export interface OrderLineType<I extends { type: string } = { type: string }> {
  type: I['type'];
  /** What a buyer may send for this line (validated before pricing). */
  input: z.ZodType<I>;
  /** Read models a buyer reads right after paying for this line; the order waits for them. */
  readModels?: string[];
  /** Checks and prices the line from what the buyer chose; nothing is written. */
  price(ctx: AppContext, input: I, buyer: Buyer, orderId: string, index: number): Promise<PlannedLine>;
  /** Holds what must be held before money moves (a bay slot as a pending booking). */
  hold?(ctx: AppContext, line: PlannedLine, run: LineRun): Promise<string | null>;
  /** Makes the paid line real (confirm the booking, grant the credits, issue the card). */
  fulfil(ctx: AppContext, line: PlannedLine, run: LineRun, payment: LinePayment): Promise<FulfilledLine>;
  /** Releases what hold took; a no-op when nothing was held. */
  undo?(ctx: AppContext, line: PlannedLine, run: LineRun, reason: string): Promise<void>;
}

export interface LinePayment {
  processor: 'square' | 'stripe' | null;
  paymentId: string | null;
}

/** The line types of one running app, composed from the modules. Owned by the app context. */
export class OrderLineTypes {
  private readonly types = new Map<string, OrderLineType>();

  add(...types: OrderLineType[]): void {
    for (const t of types) {
      if (this.types.has(t.type)) throw new Error(`Order line type ${t.type} registered twice`);
      this.types.set(t.type, t);
    }
  }

  get(type: string): OrderLineType | undefined {
    return this.types.get(type);
  }

  names(): string[] {
    return [...this.types.keys()];
  }
}

/** Narrows a line's stored data to the shape its type wrote at pricing. */
export function lineData<T>(line: PlannedLine): T {
  return line.data as T;
}
