import type { Knex } from 'knex';
import type { ApprovalPurpose } from '../../domain/payments/payment-approvals';

export interface ApprovalRow {
  approvalId: string;
  subjectKey: string;
  userId: string;
  purpose: ApprovalPurpose;
  line: { type: string } & Record<string, unknown>;
  label: string;
  amountCents: number;
  reason: string;
  status: 'open' | 'paid' | 'closed';
  requestedAt: string;
  expiresAt: string | null;
}

type Row = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const toApproval = (r: Row): ApprovalRow => ({
  approvalId: r.approval_id,
  subjectKey: r.subject_key,
  userId: r.user_id,
  purpose: r.purpose,
  line: typeof r.line === 'string' ? JSON.parse(r.line) : r.line,
  label: r.label,
  amountCents: Number(r.amount_cents),
  reason: r.reason,
  status: r.status,
  requestedAt: new Date(r.requested_at).toISOString(),
  expiresAt: r.expires_at ? new Date(r.expires_at).toISOString() : null,
});

export async function approvalById(knex: Knex, approvalId: string): Promise<ApprovalRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(approvalId)) return null;
  const row = await knex('payment_approvals').where({ approval_id: approvalId }).first();
  return row ? toApproval(row) : null;
}

/** The account's payments waiting for its approval, oldest first. */
export async function openApprovalsOf(knex: Knex, userId: string): Promise<ApprovalRow[]> {
  const rows = await knex('payment_approvals').where({ user_id: userId, status: 'open' }).orderBy('requested_at');
  return rows.map(toApproval);
}

/** The provider page last opened for an approval (the one whose outcome counts). */
export async function lastApprovalPage(
  knex: Knex,
  approvalId: string,
): Promise<{ attempt: number; processor: 'square' | 'stripe'; ref: string; url: string } | null> {
  return (
    (await knex('payment_approval_pages')
      .where({ approval_id: approvalId })
      .orderBy('attempt', 'desc')
      .first('attempt', 'processor', 'ref', 'url')) ?? null
  );
}
