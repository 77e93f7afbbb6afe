import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import { MESSAGE_TEMPLATES_KEY, type MessageTemplate } from './message-templates';

export interface SaveMessageTemplateInput {
  template: MessageTemplate;
  /** The new wording; empty restores the default. */
  text: string;
}

/** PUT /api/admin/message-templates with one template; answers all of them. */
export function saveMessageTemplate({ template, text }: SaveMessageTemplateInput): Promise<MessageTemplate[]> {
  return api.put<MessageTemplate[]>(MESSAGE_TEMPLATES_KEY, { templates: { [template.key]: text } });
}

/** Saves one template and puts the answer in the templates' cache. */
export function useSaveMessageTemplate() {
  const { mutate } = useSWRConfig();
  return useAction(`${MESSAGE_TEMPLATES_KEY}#save`, saveMessageTemplate, {
    success: (_all, { template }) => ({ title: 'Template Saved', description: template.label }),
    failure: 'Save Failed',
    onSuccess: (all) => void mutate(MESSAGE_TEMPLATES_KEY, all, false),
  });
}
