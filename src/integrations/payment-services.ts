import type { AppContext } from '../app-context';
import { currentState } from '../commands/handle-command';
import { paymentSettingsStream, paymentSettingsDecider } from '../domain/payments/payment-settings';
import { PaymentAttemptGuard } from './payment-attempts';
import { AppError } from '../lib/errors';
import type { CardProcessor, ProcessorName } from './card-processor';
import { CardTwin } from './card-twin/card-twin';
import { SquareCardProcessor } from './square/square-card-processor';
import { StripeCardProcessor } from './stripe/stripe-card-processor';

/**
 * The card processors of one running app: the real Square/Stripe adapters when their keys are set,
 * otherwise the local card twin speaking for that provider.
 */
export class PaymentServices {
  readonly twin: CardTwin;
  /** Replaces a processor (tests). */
  readonly overrides: Partial<Record<ProcessorName, CardProcessor>> = {};
  private readonly live: Partial<Record<ProcessorName, CardProcessor>> = {};

  /** Declined payments per client and account (card testing defence). */
  readonly attempts: PaymentAttemptGuard;

  constructor(
    private readonly ctx: Pick<AppContext, 'config' | 'knex' | 'store' | 'pool'> &
      Partial<Pick<AppContext, 'metrics' | 'logger'>>,
  ) {
    this.twin = new CardTwin(ctx.knex);
    this.attempts = new PaymentAttemptGuard(
      ctx.pool,
      ctx.config.PAYMENT_DECLINES_PER_15_MIN,
      ctx.config.NODE_ENV !== 'test',
      {
        maxDeclines: ctx.config.GUEST_DECLINES_PER_15_MIN,
        pauseSeconds: ctx.config.GUEST_PAYMENT_PAUSE_MINUTES * 60,
        onDecline: (buyer) => ctx.metrics?.paymentDeclines.inc({ buyer }),
        onPause: () => {
          ctx.metrics?.adminAlerts.inc({ kind: 'card_testing' });
          ctx.logger?.warn('guest card payments paused: too many declines across the venue (card testing?)');
        },
      },
    );
    const c = ctx.config;
    if (c.CARD_PROVIDER === 'none') return;
    if (c.SQUARE_ACCESS_TOKEN) {
      this.live.square = new SquareCardProcessor({
        accessToken: c.SQUARE_ACCESS_TOKEN,
        locationId: c.SQUARE_LOCATION_ID,
        environment: c.SQUARE_ENVIRONMENT,
        baseUrl: c.SQUARE_BASE_URL,
        currency: c.VENUE_CURRENCY,
      });
    }
    if (c.STRIPE_SECRET_KEY) {
      this.live.stripe = new StripeCardProcessor({
        secretKey: c.STRIPE_SECRET_KEY,
        apiBase: c.STRIPE_API_BASE,
        currency: c.VENUE_CURRENCY,
      });
    }
  }

  /** CARD_PROVIDER=none: the venue takes no card payments (the web says so). */
  get cardsOff(): boolean {
    return this.ctx.config.CARD_PROVIDER === 'none';
  }

  processor(name: ProcessorName): CardProcessor {
    if (this.cardsOff && !this.overrides[name]) {
      throw new AppError(
        'PAYMENT.CARDS_OFF',
        'Card payments are turned off at this venue. Please pay at the desk.',
        503,
      );
    }
    const chosen = this.overrides[name] ?? this.live[name];
    if (chosen) return chosen;
    // The twin never takes money: a production venue without keys must not look like it does.
    if (this.ctx.config.NODE_ENV === 'production') {
      throw new AppError(
        'PAYMENT.NOT_CONFIGURED',
        'Card payments are not available right now. Please try again later.',
        503,
      );
    }
    return this.twin.processor(name);
  }

  /** The processor an admin chose (Square until one is chosen). */
  async activeProcessorName(): Promise<ProcessorName> {
    // CARD_PROVIDER=square|stripe names the processor outright; unset, the admin's choice stands.
    const chosen = this.ctx.config.CARD_PROVIDER;
    if (chosen === 'square' || chosen === 'stripe') return chosen;
    const state = await currentState(
      this.ctx.store,
      paymentSettingsStream(this.ctx.config.VENUE_ID),
      paymentSettingsDecider,
    );
    return state.processor;
  }

  async activeProcessor(): Promise<CardProcessor> {
    return this.processor(await this.activeProcessorName());
  }

  usesTwin(name: ProcessorName): boolean {
    return !this.overrides[name] && !this.live[name];
  }
}
