import { formatMoney } from '../../lib/money';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface GiftCardEmailFacts {
  venueName: string;
  code: string;
  amountCents: number;
  recipientName: string;
  senderName: string;
  personalMessage: string | null;
  /** Where the recipient books (the site's address). */
  bookUrl: string | null;
}

/** The gift card email: who it is from, the amount and code, how to use it; plain text and HTML. */
export function giftCardEmail(f: GiftCardEmailFacts): { subject: string; text: string; html: string } {
  const amount = `${formatMoney(f.amountCents)}`;
  const subject = `${f.senderName} sent you a ${amount} ${f.venueName} gift card`;
  const text = [
    `Hi ${f.recipientName},`,
    '',
    `${f.senderName} sent you a ${f.venueName} gift card for ${amount}.`,
    f.personalMessage ? `\n"${f.personalMessage}"\n` : '',
    `Gift card code: ${f.code}`,
    '',
    'Enter the code when you pay for a booking. It never expires, and what you do not use stays on the card.',
    f.bookUrl ? `Book a bay: ${f.bookUrl}` : '',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  const html = `<!doctype html><html><body style="margin:0;background:#f6f5f0;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#14532d;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escape(f.venueName)}</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 12px">Hi ${escape(f.recipientName)},</p>
<p style="margin:0 0 16px">${escape(f.senderName)} sent you a gift card.</p>
${f.personalMessage ? `<blockquote style="margin:0 0 16px;padding:12px 16px;background:#f0fdf4;border-left:4px solid #15803d">${escape(f.personalMessage)}</blockquote>` : ''}
<p style="margin:0;font-size:14px;color:#4b5563">Amount</p>
<p style="margin:0 0 16px;font-size:32px;font-weight:bold">${amount}</p>
<p style="margin:0;font-size:14px;color:#4b5563">Gift card code</p>
<p style="margin:0 0 20px;font-size:24px;font-weight:bold;letter-spacing:2px;font-family:'Courier New',monospace">${escape(f.code)}</p>
<p style="margin:0 0 20px;font-size:14px">Enter the code when you pay for a booking. It never expires, and what you do not use stays on the card.</p>
${f.bookUrl ? `<p style="margin:0"><a href="${escape(f.bookUrl)}" style="display:inline-block;background:#15803d;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">Book a Bay</a></p>` : ''}
</td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html };
}
