import type { AppContext } from '../../app-context';
import { MESSAGE_TEMPLATES, renderTemplate, type TemplateKey } from '../../domain/sms/templates';
import { messagingSettings } from '../../projections/sms/sms-settings.queries';

/** A text as the venue words it: the admin's template (or the default) with the message's values. */
export async function smsText(ctx: AppContext, key: TemplateKey, values: Record<string, string>): Promise<string> {
  const settings = await messagingSettings(ctx);
  const body = settings.templates[key] || MESSAGE_TEMPLATES[key].body;
  return renderTemplate(body, { venueName: ctx.config.VENUE_NAME, ...values });
}
