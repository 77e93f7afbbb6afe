import { DeciderSpecification } from '../../../test/harness/decider-specification';
import { webhookDecider, type WebhookCommand } from './webhook.decider';

const settings = {
  webhookId: 'w1',
  url: 'https://crm.example.com/hooks',
  kinds: ['booking.confirmed' as const],
  isActive: true,
  description: '',
};
const register: WebhookCommand = { type: 'RegisterWebhook', secretSealed: 's'.repeat(40), ...settings };

const given = DeciderSpecification.for(webhookDecider);
const registered = given([]).when(register).stream();

describe('the webhook decider', () => {
  it('registers, changes and deletes a webhook; its state never holds the sealed secret', () => {
    const paused = { ...settings, kinds: ['membership.past_due' as const], isActive: false };
    const changed = given(registered)
      .when({ type: 'ChangeWebhook', ...paused })
      .stream();
    expect(changed.map((e) => e.type)).toEqual(['WebhookRegistered', 'WebhookChanged']);
    expect(given(changed).state()).toEqual({ status: 'registered', ...paused });
    const gone = given(registered).when({ type: 'DeleteWebhook', webhookId: 'w1' }).stream();
    expect(given(gone).state()).toEqual({ status: 'deleted' });
  });

  it('refuses to change or delete a webhook that does not exist or was deleted, and to register one twice', () => {
    given([])
      .when({ type: 'ChangeWebhook', ...settings })
      .thenThrows('Webhook not found');
    const deleted = given(registered).when({ type: 'DeleteWebhook', webhookId: 'w1' }).stream();
    given(deleted).when({ type: 'DeleteWebhook', webhookId: 'w1' }).thenThrows('Webhook not found');
    given(deleted)
      .when({ type: 'ChangeWebhook', ...settings })
      .thenThrows('Webhook not found');
    given(registered).when(register).thenThrows('This webhook already exists');
  });
});
