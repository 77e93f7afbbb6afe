import useSWR from 'swr';
import { fetcher } from '@/lib/api-client';

export interface MessageTemplate {
  key: string;
  label: string;
  variables: string[];
  body: string;
  isDefault: boolean;
  defaultBody: string;
  preview: string;
}

export const MESSAGE_TEMPLATES_KEY = '/api/admin/message-templates';

/** The wording of each text, with its variables. */
export function useMessageTemplates() {
  return useSWR(MESSAGE_TEMPLATES_KEY, fetcher<MessageTemplate[]>);
}
