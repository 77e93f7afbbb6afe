import useSWR from 'swr';
import type { AsOfAnswer, AuditItem, AuditKind, AuditPage } from '@contracts/audit/audit';
import { api } from '@/lib/api-client';

export type { AsOfAnswer, AuditItem, AuditKind, AuditPage };

export const auditKey = (kind: AuditKind, id: string, cursor?: string | null) =>
  `/api/admin/audit/${kind}/${encodeURIComponent(id)}?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;

/** One page of a subject's history (oldest first). */
export function useAuditPage(kind: AuditKind, id: string, cursor: string | null) {
  return useSWR<AuditPage>(auditKey(kind, id, cursor), (k: string) => api.get<AuditPage>(k));
}

/** Every event of one correlation id across streams (a checkout's story). */
export function useCorrelation(correlationId: string | null) {
  const key = correlationId ? `/api/admin/audit/correlation/${encodeURIComponent(correlationId)}?limit=200` : null;
  return useSWR<AuditPage>(key, (k: string) => api.get<AuditPage>(k));
}

export const fetchAsOf = (kind: AuditKind, id: string, at: string) =>
  api.get<AsOfAnswer>(`/api/admin/audit/${kind}/${encodeURIComponent(id)}/as-of?at=${encodeURIComponent(at)}`);
