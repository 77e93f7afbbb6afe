// The domain/sms folder's door: other areas import only what is exported here (lint rule server/area-index).
export * as smsEvents from './sms.events';
export { SmsOptedIn, SmsOptedOut, smsConsentStream } from './sms.events';
export { MESSAGE_TEMPLATES, SAMPLE_VALUES, TEMPLATE_KEYS, renderTemplate } from './templates';
export type { TemplateKey } from './templates';
