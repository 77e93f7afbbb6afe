import { z } from 'zod';
import { listParams, pageOf, type Page } from '../lists';

/**
 * A kind of subject an admin can read the history of (and, for most, the state as of an instant):
 * 'booking', 'credits', 'gift-card', ... Each area declares its own in its module (`auditSubjects`);
 * the route answers 400 for a kind no module declares.
 */
export type AuditKind = string;

export type AuditActor = { userId: string; name: string } | 'system';

/** One event in plain words. `balances` is the credits bucket balances after it (credits only). */
export interface AuditItem {
  eventId: string;
  type: string;
  at: string;
  actor: AuditActor;
  summary: string;
  reason: string | null;
  correlationId: string | null;
  streamId: string;
  balances?: { loyalty: number; membership: number; general: number; total: number };
}

/** `kind`: the subject's kind, or 'correlation' for a correlation's story. */
export type AuditPage = Page<AuditItem> & { kind: AuditKind; id: string };

/** The path of a subject's audit, for the kinds the modules declare (in their order). */
export const auditPathOf = (kinds: readonly string[]) =>
  z.object({
    kind: z.enum(kinds as [string, ...string[]], `Kind must be one of: ${kinds.join(', ')}`),
    id: z.string().trim().min(1).max(200),
  });
export const auditQuery = listParams.pick({ limit: true, cursor: true });
export const asOfQuery = z.object({
  at: z.iso.datetime({ offset: true, error: 'at must be an ISO date and time, e.g. 2026-11-25T09:00:00Z' }),
});

/** The subject as it stood at `at`, rebuilt from its events up to then (null: it did not exist yet). */
export interface AsOfAnswer<S = unknown> {
  kind: AuditKind;
  id: string;
  at: string;
  /** How many of its events were folded. */
  eventCount: number;
  state: S | null;
}

/** The audit answers as zod contracts (audit.openapi.ts checks them against the types above). */
export const auditItemView = z.object({
  eventId: z.string(),
  type: z.string(),
  at: z.string(),
  actor: z.union([z.object({ userId: z.string(), name: z.string() }), z.literal('system')]),
  summary: z.string(),
  reason: z.string().nullable(),
  correlationId: z.string().nullable(),
  streamId: z.string(),
  balances: z
    .object({ loyalty: z.number(), membership: z.number(), general: z.number(), total: z.number() })
    .optional(),
});
export const auditPageView = pageOf(auditItemView).extend({ kind: z.string(), id: z.string() });
export const asOfAnswer = z.object({
  kind: z.string(),
  id: z.string(),
  at: z.string(),
  eventCount: z.number().int(),
  state: z.unknown(),
});
