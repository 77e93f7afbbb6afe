import type { AppContext } from '../../app-context';
import type { AsOfAnswer } from '../../contracts/audit/audit';
import type { RecordedEvent } from '../../eventstore/types';
import { ValidationError } from '../../lib/errors';
import type { AuditSubject, SubjectEvents } from '../audit-subject';
import { inOrder, occurredAt } from './audit-trail';

/**
 * The subject as it stood at `at`: its events up to then folded through the same evolve functions the
 * commands decide with (its module's `asOf`), so the answer is what the aggregate itself believed at that instant.
 */
export function asOf(ctx: AppContext, subject: AuditSubject, id: string, found: SubjectEvents, at: string): AsOfAnswer {
  if (!subject.asOf)
    throw new ValidationError(subject.historyOnly ?? `A ${subject.kind} has its history only.`, 'AUDIT.NO_AS_OF');
  const cutoff = Date.parse(at);
  const upTo = (events: RecordedEvent[]) => inOrder(ctx, events).filter((e) => Date.parse(occurredAt(e)) <= cutoff);
  const events = upTo(found.events);
  const state = subject.asOf(ctx, { id, events, subject: found, upTo });
  return {
    kind: subject.kind,
    id,
    at: new Date(cutoff).toISOString(),
    eventCount: events.length,
    state: events.length ? state : null,
  };
}
