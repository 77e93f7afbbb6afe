import { formatAmount } from '../../lib/money';
import { escapeHtml as escape } from '../../lib/html';
import type { ReceiptPart } from '../../workers/receipt-section';
import type { OrderReceipt } from './order-receipt';

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
  /** What the modules add (the door code, ...), in the modules' order, before the receipt's link. */
  parts?: ReceiptPart[];
}

/**
 * What any receipt or notice says, in the booking receipt's layout: a headline, the lines with their
 * amounts (from the server's events), the total and how it was paid or refunded, the reference.
 */
export interface NoticeEmailFacts {
  venueName: string;
  customerName: string;
  subject: string;
  /** "Your booking is confirmed: Bay 1, Saturday..." (text) and its two parts for the HTML. */
  intro: string;
  greeting: string;
  title: string;
  lines: Array<[label: string, amount: string]>;
  /** "Total paid" / "Total refunded"; no total row when null. */
  totalLabel: string | null;
  total: string;
  /** "Paid with: $53.00 by card" / "Refunded to: ..."; nothing when null. */
  paidWith: string | null;
  reference: string;
  extraText?: string[];
  extraHtml?: string;
  footer: string;
}

/** The booking receipt as an email: every line paid, adjustments, what paid it, the reference. */
export function receiptEmail(f: ReceiptEmailFacts): { subject: string; text: string; html: string } {
  const lines = f.receipt
    ? [...f.receipt.lines.map((l) => [l.label, l.amount]), ...f.receipt.adjustments.map((a) => [a.label, a.amount])]
    : [[`${f.bayName} booking`, f.totalAmount]];
  const parts = f.parts ?? [];
  return noticeEmail({
    venueName: f.venueName,
    customerName: f.customerName,
    subject: `${f.venueName} receipt: ${f.bayName}, ${f.when}`,
    intro: `Your booking is confirmed: ${f.bayName}, ${f.when}.`,
    greeting: 'your booking is confirmed.',
    title: `${f.bayName} · ${f.when}`,
    lines: lines as Array<[string, string]>,
    totalLabel: 'Total paid',
    total: f.receipt ? f.receipt.charged : f.totalAmount,
    paidWith: `Paid with: ${f.receipt?.paidWith.join(', ') || formatAmount(f.totalAmount)}`,
    reference: f.reference,
    extraText: [
      ...parts.flatMap((p) => (p.text === undefined ? [] : [p.text])),
      f.receiptUrl ? `\nYour receipt online: ${f.receiptUrl}` : '',
    ],
    extraHtml: [
      ...parts.flatMap((p) => (p.html === undefined ? [] : [p.html])),
      f.receiptUrl
        ? `<p style="margin:20px 0 0"><a href="${escape(f.receiptUrl)}" style="color:#15803d">View or print your receipt</a></p>`
        : '',
    ].join('\n'),
    footer: 'Please arrive 10 minutes early. See you on the tee!',
  });
}

/** Any receipt or notice as an email (text and HTML), in the booking receipt's layout. */
export function noticeEmail(f: NoticeEmailFacts): { subject: string; text: string; html: string } {
  const text = [
    `Hi ${f.customerName},`,
    '',
    f.intro,
    '',
    ...f.lines.map(([label, amount]) => `${label}: ${formatAmount(amount)}`),
    ...(f.totalLabel ? [`${f.totalLabel}: ${formatAmount(f.total)}`] : []),
    ...(f.paidWith ? [f.paidWith] : []),
    `Reference: ${f.reference}`,
    ...(f.extraText ?? []),
    '',
    f.footer,
  ].join('\n');
  const rows = f.lines
    .map(
      ([label, amount]) =>
        `<tr><td style="padding:6px 0">${escape(label)}</td><td style="padding:6px 0;text-align:right">${escape(formatAmount(amount))}</td></tr>`,
    )
    .join('');
  const totalRow = f.totalLabel
    ? `<tr><td style="padding:10px 0;border-top:1px solid #e5e7eb;font-weight:bold">${escape(f.totalLabel)}</td><td style="padding:10px 0;border-top:1px solid #e5e7eb;text-align:right;font-weight:bold">${escape(formatAmount(f.total))}</td></tr>`
    : '';
  const html = `<!doctype html><html><body style="margin:0;background:#f6f5f0;font-family:Arial,Helvetica,sans-serif;color:#111827">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#14532d;color:#ffffff;padding:20px 24px;font-size:20px;font-weight:bold">${escape(f.venueName)} receipt</td></tr>
<tr><td style="padding:24px">
<p style="margin:0 0 12px">Hi ${escape(f.customerName)}, ${escape(f.greeting)}</p>
<p style="margin:0 0 16px;font-weight:bold">${escape(f.title)}</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="font-size:15px;border-top:1px solid #e5e7eb">${rows}
${totalRow}</table>
<p style="margin:12px 0 0;font-size:14px;color:#4b5563">${f.paidWith ? `${escape(f.paidWith)}<br>` : ''}Reference: <strong>${escape(f.reference)}</strong></p>
${f.extraHtml ?? ''}
<p style="margin:20px 0 0;font-size:14px">${escape(f.footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject: f.subject, text, html };
}
