import type { RecordedEvent } from '../../eventstore/types';
import { modules } from '../../modules';
import { DescriberRegistry, reasonOf } from '../describe';

const describers = DescriberRegistry.of(modules);

const event = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  eventId: 'e1',
  type,
  data,
  metadata: {
    actor: 'system',
    correlationId: 'c1',
    causationId: null,
    occurredAt: '2026-02-10T15:00:00Z',
    schemaVersion: 1,
  },
  streamId: 's-1',
  revision: 0,
  position: '1:1',
  createdAt: new Date('2026-02-10T15:00:00Z'),
});
const helpers = {
  by: 'Ada Tester',
  bayName: () => 'Bay 1',
  day: () => 'February 10, 2026',
  time: () => 'Feb 10, 2026, 10:00 AM',
};

describe('describing events in plain words', () => {
  it('says who cancelled, what was refunded and under which rule', () => {
    const e = event('BookingCancelled', {
      refundAmountCents: 1750,
      refundReason: '50% refund: cancelled less than 24 hours before the start time',
    });
    expect(describers.describe(e, helpers)).toBe(
      'Cancelled by Ada Tester; $17.50 refunded (50% refund: cancelled less than 24 hours before the start time)',
    );
    expect(reasonOf(e)).toBe('50% refund: cancelled less than 24 hours before the start time');
  });

  it('describes each area through the one registry, and an unknown type as its name in words', () => {
    expect(
      describers.describe(
        event('CreditsSpent', { amount: 2, from: { loyalty: 1, membership: 0, general: 1 }, reason: 'bay time' }),
        helpers,
      ),
    ).toBe('2 credits spent (1 loyalty, 1 general): bay time');
    expect(describers.describe(event('MembershipReactivated', { userId: 'u1' }), helpers)).toBe(
      'Reactivated; it renews as usual',
    );
    expect(describers.describe(event('SomethingNewHappened', {}), helpers)).toBe('Something New Happened');
    expect(reasonOf(event('SomethingNewHappened', {}))).toBeNull();
  });
});
