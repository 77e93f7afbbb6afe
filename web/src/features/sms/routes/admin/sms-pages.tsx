export { SmsLogPage } from './sms-log';
export { SmsManagementPage } from './sms-management';
export { SmsSettingsPage } from './sms-settings';
export { MessageTemplatesPage } from '../../../messaging/routes/admin/message-templates';
