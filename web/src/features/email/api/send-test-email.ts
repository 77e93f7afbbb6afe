import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** POST /api/admin/email-settings/test: one email to `to`; answers what happened. */
export function sendTestEmail(to: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/admin/email-settings/test', { to });
}

export function useSendTestEmail() {
  return useAction('/api/admin/email-settings/test', sendTestEmail, {
    success: (res) => ({ title: 'Test Email Sent', description: res.message }),
    failure: 'Test Email Failed',
  });
}
