import { z } from 'zod';
import { listParams, type Page } from '../lists';

/** The subjects an admin can read the history of (and, for most, the state as of an instant). */
export const AUDIT_KINDS = [
  'booking',
  'credits',
  'gift-card',
  'membership',
  'coupon',
  'timeclock-entry',
  'timeclock',
  'tournament',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

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

export type AuditPage = Page<AuditItem> & { kind: AuditKind | 'correlation'; id: string };

export const auditPath = z.object({
  kind: z.enum(AUDIT_KINDS, `Kind must be one of: ${AUDIT_KINDS.join(', ')}`),
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
