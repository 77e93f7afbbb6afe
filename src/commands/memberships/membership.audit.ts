import { membershipDecider } from '../../domain/memberships/membership.decider';
import { membershipStream } from '../../domain/memberships/membership.events';
import { foldEvents, ofStream, type AuditSubject } from '../audit-subject';

/** A customer's membership: joined, renewed, past due, ended; as of an instant, its state. */
export const membershipAuditSubject: AuditSubject = {
  kind: 'membership',
  rank: 40,
  events: (ctx, userId) => ofStream(ctx, membershipStream(ctx.config.VENUE_ID, userId)),
  mayBeEmpty: true,
  asOf: (_ctx, { events }) => foldEvents(membershipDecider, events),
};
