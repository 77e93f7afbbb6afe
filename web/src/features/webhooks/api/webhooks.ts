import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CreatedWebhook, Webhook, WebhookKind } from '@contracts/webhooks/webhooks';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export interface WebhookBody {
  url: string;
  description: string;
  kinds: WebhookKind[];
  isActive: boolean;
}

/** POST /api/admin/webhooks: registers a webhook; the answer carries its secret, this once. */
export function createWebhook(body: WebhookBody): Promise<CreatedWebhook> {
  return api.post<CreatedWebhook>('/api/admin/webhooks', body);
}

/** PUT /api/admin/webhooks/:id: a webhook's URL, description, kinds and whether it is active. */
export async function updateWebhook(id: string, body: WebhookBody): Promise<void> {
  await api.put(`/api/admin/webhooks/${id}`, body);
}

/** DELETE /api/admin/webhooks/:id: stops its deliveries (queued ones are dropped). */
export async function deleteWebhook(webhook: Pick<Webhook, 'id'>): Promise<void> {
  await api.delete(`/api/admin/webhooks/${webhook.id}`);
}

/** Every cached page of the webhooks list (the DataTable's keys carry its query). */
const WEBHOOK_PAGES = '/api/admin/webhooks?';

/** Re-reads the webhooks list (each of its pages). */
export function useRefreshWebhooks() {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate((k) => typeof k === 'string' && k.startsWith(WEBHOOK_PAGES)), [mutate]);
}

/**
 * Deletes a webhook for the confirm dialog: toasts "Webhook Deleted" and re-reads the list; a refusal
 * is thrown for the dialog to show (no error toast).
 */
export function useDeleteWebhook() {
  return useAction('/api/admin/webhooks#delete', deleteWebhook, {
    success: 'Webhook Deleted',
    failure: null,
    rethrow: true,
    revalidate: [WEBHOOK_PAGES],
  });
}
