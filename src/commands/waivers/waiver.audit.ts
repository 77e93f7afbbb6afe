import { z } from 'zod';
import { signaturesDecider, waiverDecider } from '../../domain/waivers/waiver.decider';
import { waiverSignaturesStream, waiverStream } from '../../domain/waivers/waiver.events';
import { NotFoundError } from '../../lib/errors';
import { auditSubject, foldEvents, ofStream } from '../audit-subject';

/** The venue's waiver (`/api/admin/audit/waiver/current`): every version and requirement change. */
export const waiverAuditSubject = auditSubject<never>({
  kind: 'waiver',
  mayBeEmpty: true,
  events: (ctx, id) => {
    if (id !== 'current') throw new NotFoundError('The waiver is read as /api/admin/audit/waiver/current', 'NOT_FOUND');
    return ofStream(ctx, waiverStream(ctx.config.VENUE_ID));
  },
  asOf: (_ctx, { events }) => foldEvents(waiverDecider, events),
});

/** A customer's waiver signatures (`/api/admin/audit/waiver-signatures/<userId>`). */
export const waiverSignaturesAuditSubject = auditSubject<never>({
  kind: 'waiver-signatures',
  mayBeEmpty: true,
  events: (ctx, id) => {
    if (!z.uuid().safeParse(id).success) throw new NotFoundError('Customer not found', 'USER.NOT_FOUND');
    return ofStream(ctx, waiverSignaturesStream(ctx.config.VENUE_ID, id));
  },
  asOf: (_ctx, { events }) => foldEvents(signaturesDecider, events),
});
