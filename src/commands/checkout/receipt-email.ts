import type { OrderReceipt } from './order-receipt';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface ReceiptEmailFacts {
  venueName: string;
  customerName: string;
  bayName: string;
  /** "Saturday, November 28, 10:00 AM - 11:00 AM" in venue time. */
  when: string;
  reference: string;
  receipt: OrderReceipt | null;
  totalAmount: string;
  /** The booking's receipt page, when the site's address is known. */
  receiptUrl: string | null;
  /** The booking's door code and when it opens (venue time), when the venue uses door codes. */
  doorCode?: { code: string; opensAt: string } | null;
}

/** The booking receipt as an email: every line paid, adjustments, what paid it, the reference. */
export function receiptEmail(f: ReceiptEmailFacts): { subject: string; text: string; html: string } {
  const lines = f.receipt
    ? [...f.receipt.lines.map((l) => [l.label, l.amount]), ...f.receipt.adjustments.map((a) => [a.label, a.amount])]
    : [[`${f.bayName} booking`, f.totalAmount]];
  const charged = f.receipt ? f.receipt.charged : f.totalAmount;
  const paidWith = f.receipt?.paidWith.join(', ') || `$${f.totalAmount}`;
  const subject = `${f.venueName} receipt: ${f.bayName}, ${f.when}`;
  const text = [
    `Hi ${f.customerName},`,
    '',
    `Your booking is confirmed: ${f.bayName}, ${f.when}.`,
    '',
    ...lines.map(([label, amount]) => `${label}: $${amount}`),
    `Total paid: $${charged}`,
    `Paid with: ${paidWith}`,
    `Reference: ${f.reference}`,
    f.doorCode ? `\nDoor code: ${f.doorCode.code} (opens ${f.doorCode.opensAt}, until your booking ends)` : '',
    f.receiptUrl ? `\nYour receipt online: ${f.receiptUrl}` : '',
    '',
    'Please arrive 10 minutes early. See you on the tee!',
  ].join('\n');
  const rows = lines
    .map(
      ([label, amount]) =>
        `<tr><td style="padding:6px 0">${escape(label)}</td><td style="padding:6px 0;text-align:right">$${escape(amount)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="margin:0;background:#f6f5f0;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#14532d;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escape(f.venueName)} receipt</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 12px">Hi ${escape(f.customerName)}, your booking is confirmed.</p>
<p style="margin:0 0 16px;font-weight:bold">${escape(f.bayName)} · ${escape(f.when)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;border-top:1px solid #e5e7eb">${rows}
<tr><td style="padding:10px 0;border-top:1px solid #e5e7eb;font-weight:bold">Total paid</td><td style="padding:10px 0;border-top:1px solid #e5e7eb;text-align:right;font-weight:bold">$${escape(charged)}</td></tr></table>
<p style="margin:12px 0 0;font-size:14px;color:#4b5563">Paid with: ${escape(paidWith)}<br>Reference: <strong>${escape(f.reference)}</strong></p>
${f.doorCode ? `<p style="margin:16px 0 0;font-size:15px">Door code: <strong style="font-size:18px;letter-spacing:2px">${escape(f.doorCode.code)}</strong><br><span style="font-size:13px;color:#4b5563">Opens ${escape(f.doorCode.opensAt)}, until your booking ends</span></p>` : ''}
${f.receiptUrl ? `<p style="margin:20px 0 0"><a href="${escape(f.receiptUrl)}" style="color:#15803d">View or print your receipt</a></p>` : ''}
<p style="margin:20px 0 0;font-size:14px">Please arrive 10 minutes early. See you on the tee!</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject, text, html };
}
