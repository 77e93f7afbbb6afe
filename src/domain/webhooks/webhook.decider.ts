import type { WebhookKind } from '../../contracts/webhooks/webhooks';
import { ConflictError, NotFoundError } from '../../lib/errors';
import type { Decider } from '../decider';
import { WebhookChanged, WebhookDeleted, WebhookRegistered, type WebhookEventLike } from './webhook.events';

interface Settings {
  webhookId: string;
  url: string;
  kinds: WebhookKind[];
  isActive: boolean;
  description: string;
}

export type WebhookState = { status: 'none' } | ({ status: 'registered' } & Settings) | { status: 'deleted' };

export type WebhookCommand =
  | ({ type: 'RegisterWebhook'; secretSealed: string } & Settings)
  | ({ type: 'ChangeWebhook' } & Settings)
  | { type: 'DeleteWebhook'; webhookId: string };

const notFound = () => new NotFoundError('Webhook not found', 'WEBHOOK.NOT_FOUND');

export const webhookDecider: Decider<WebhookState, WebhookCommand, WebhookEventLike> = {
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'WebhookRegistered': {
        const { secretSealed: _sealed, ...settings } = event.data;
        return { status: 'registered', ...settings };
      }
      case 'WebhookChanged':
        return { status: 'registered', ...event.data };
      case 'WebhookDeleted':
        return { status: 'deleted' };
      default: {
        const _exhaustive: never = event;
        return _exhaustive;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterWebhook': {
        if (state.status !== 'none') throw new ConflictError('This webhook already exists', 'WEBHOOK.EXISTS');
        const { type: _t, ...data } = command;
        return [WebhookRegistered.create(data)];
      }
      case 'ChangeWebhook': {
        if (state.status !== 'registered') throw notFound();
        const { type: _t, ...data } = command;
        return [WebhookChanged.create(data)];
      }
      case 'DeleteWebhook':
        if (state.status !== 'registered') throw notFound();
        return [WebhookDeleted.create({ webhookId: command.webhookId })];
      default: {
        const _exhaustive: never = command;
        return _exhaustive;
      }
    }
  },
};
