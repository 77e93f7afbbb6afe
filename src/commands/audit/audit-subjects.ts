import type { AppContext } from '../../app-context';
import { ValidationError, NotFoundError } from '../../lib/errors';
import { auditSubjectsOf, type AuditSubject, type SubjectEvents } from '../audit-subject';

/** The subject kinds the modules declare, in their order (the 400's list). */
export const auditKinds = (ctx: Pick<AppContext, 'modules'>) => auditSubjectsOf(ctx.modules).map((s) => s.kind);

/** The subject a module declares under `kind` (the route has checked the kind against the same list). */
export function auditSubjectOf(ctx: Pick<AppContext, 'modules'>, kind: string): AuditSubject {
  const subject = auditSubjectsOf(ctx.modules).find((s) => s.kind === kind);
  if (!subject) throw new ValidationError(`Kind must be one of: ${auditKinds(ctx).join(', ')}`, 'VALIDATION');
  return subject;
}

/** Where a subject's events live, as its module says: one to a few streams, never a scan of the log. */
export async function subjectEvents(ctx: AppContext, subject: AuditSubject, id: string): Promise<SubjectEvents> {
  const found = await subject.events(ctx, id);
  // A customer with no credits or membership events yet has an empty story, not a missing one.
  if (!found.events.length && !subject.mayBeEmpty)
    throw new NotFoundError(`No history found for this ${subject.kind}`, 'AUDIT.NOT_FOUND');
  return found;
}
