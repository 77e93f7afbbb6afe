import { webhookDecider, type WebhookCommand } from './webhook.decider';

const settings = {
  webhookId: 'w1',
  url: 'https://crm.example.com/hooks',
  kinds: ['booking.confirmed' as const],
  isActive: true,
  description: '',
};
const register: WebhookCommand = { type: 'RegisterWebhook', secretSealed: 's'.repeat(40), ...settings };

function run(commands: WebhookCommand[]) {
  let state = webhookDecider.initialState();
  const events = [];
  for (const c of commands)
    for (const e of webhookDecider.decide(c, state)) {
      events.push(e);
      state = webhookDecider.evolve(state, e);
    }
  return { state, events };
}

describe('the webhook decider', () => {
  it('registers, changes and deletes a webhook; its state never holds the sealed secret', () => {
    const paused = { ...settings, kinds: ['membership.past_due' as const], isActive: false };
    const changed = run([register, { type: 'ChangeWebhook', ...paused }]);
    expect(changed.events.map((e) => e.type)).toEqual(['WebhookRegistered', 'WebhookChanged']);
    expect(changed.state).toEqual({ status: 'registered', ...paused });
    const gone = run([register, { type: 'DeleteWebhook', webhookId: 'w1' }]);
    expect(gone.state).toEqual({ status: 'deleted' });
  });

  it('refuses to change or delete a webhook that does not exist or was deleted, and to register one twice', () => {
    expect(() => run([{ type: 'ChangeWebhook', ...settings }])).toThrow('Webhook not found');
    const deleted = [register, { type: 'DeleteWebhook', webhookId: 'w1' } as const];
    expect(() => run([...deleted, { type: 'DeleteWebhook', webhookId: 'w1' }])).toThrow('Webhook not found');
    expect(() => run([...deleted, { type: 'ChangeWebhook', ...settings }])).toThrow('Webhook not found');
    expect(() => run([register, register])).toThrow('This webhook already exists');
  });
});
