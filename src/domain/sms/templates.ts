/**
 * The texts the venue sends, each with its variables. Admins edit them on /admin/message-templates;
 * the SMS pipeline renders the saved text (or this default) with the message's values. Booking
 * reminders have their own texts, times and quiet hours on /admin/reminders.
 */
export const MESSAGE_TEMPLATES = {
  verification_code: {
    label: 'Sign-in code',
    variables: ['venueName', 'code'],
    body: 'Your {{venueName}} verification code is {{code}}. It expires in 10 minutes.',
  },
  payment_receipt: {
    label: 'Booking receipt',
    variables: ['venueName', 'details', 'amount', 'reference'],
    body: '{{venueName}}: your booking is confirmed. {{details}}. Paid: {{amount}}. Ref {{reference}}.',
  },
  order_receipt: {
    label: 'Payment receipt (memberships, renewals, extensions, gift cards, fees)',
    variables: ['venueName', 'details', 'amount', 'reference'],
    body: '{{venueName}}: payment received for {{details}}. Paid: {{amount}}. Ref {{reference}}.',
  },
  refund_notice: {
    label: 'Cancellation and refund',
    variables: ['venueName', 'details', 'amount', 'reference'],
    body: '{{venueName}}: your booking {{details}} is cancelled. Refund: {{amount}}. Ref {{reference}}.',
  },
  booking_moved: {
    label: 'Booking moved by staff',
    variables: ['venueName', 'details', 'reference'],
    body: '{{venueName}}: our staff moved your booking to {{details}}. Ref {{reference}}.',
  },
  payment_approval: {
    label: 'Payment to approve with the bank (3-D Secure)',
    variables: ['venueName', 'details', 'amount', 'reference', 'link'],
    body: '{{venueName}}: your bank needs you to approve your {{details}} payment of {{amount}}. Approve it here: {{link}}',
  },
  support_reply: {
    label: 'Reply from the support inbox',
    variables: ['venueName', 'message'],
    body: '{{venueName}}: {{message}}',
  },
  shift_notice: {
    label: 'Published shifts',
    variables: ['venueName', 'firstName', 'week', 'shifts'],
    body: '{{venueName}}: your shifts for the week of {{week}}:\n{{shifts}}',
  },
} as const;

export type TemplateKey = keyof typeof MESSAGE_TEMPLATES;
export const TEMPLATE_KEYS = Object.keys(MESSAGE_TEMPLATES) as TemplateKey[];

/** Fills {{name}} placeholders; an unknown one is left as it is, so a typo shows in the preview. */
export function renderTemplate(body: string, values: Record<string, string>): string {
  return body.replace(/\{\{\s*(\w+)\s*\}\}/g, (all, name: string) => values[name] ?? all);
}

/** Sample values for the admin's preview. */
export const SAMPLE_VALUES: Record<string, string> = {
  venueName: 'Fairway Sim Golf',
  code: '482913',
  details: 'Bay 2, Fri Nov 27, 6:00-8:00 PM',
  amount: '$70.00 (Visa ending 4242)',
  reference: 'GB-7Q2K',
  message: 'Your bay is ready!',
  link: 'https://golf.example.com/approve-payment/3f2a9c',
  firstName: 'Ada',
  week: 'Sun, Nov 29',
  shifts: 'Mon Nov 30, 9:00 AM-3:00 PM Opening (Front Desk)',
  when: 'tomorrow at 6:00 PM',
  bay: 'Bay 2',
};
