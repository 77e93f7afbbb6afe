import type { AddressInfo } from 'node:net';
import type { Knex } from 'knex';
import { simpleParser } from 'mailparser';
import type { Logger } from 'pino';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  close(): Promise<void>;
}

/**
 * A local SMTP server standing in for the mail provider outside production: the app's mail goes out
 * over a real SMTP exchange (nodemailer to this server), and each message lands in the dev mailbox
 * table (GET /api/dev/mailbox lists it, like the SMS outbox).
 */
export async function startSmtpSink(knex: Knex, logger: Logger): Promise<SmtpSink> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          await knex('dev_mailbox').insert({
            to_addresses: to.join(','),
            from_address: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            attachments: JSON.stringify(
              mail.attachments.map((a) => ({
                filename: a.filename ?? null,
                contentType: a.contentType,
                size: a.size,
                text: a.contentType.startsWith('text/') ? a.content.toString('utf8') : null,
              })),
            ),
            received_at: new Date(),
          });
          callback();
        })
        .catch((err: Error) => {
          logger.error({ err }, 'the local SMTP sink could not keep a message');
          callback(err);
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The dev mailbox, newest first (optionally for one address). */
export async function devMailbox(knex: Knex, to: string | null, limit = 50) {
  const q = knex('dev_mailbox').orderBy('id', 'desc').limit(limit);
  if (to) q.whereRaw("(',' || to_addresses || ',') like ?", [`%,${to.toLowerCase()},%`]);
  const rows = await q;
  return rows.map((r) => ({
    id: Number(r.id),
    to: String(r.to_addresses).split(','),
    from: r.from_address,
    subject: r.subject,
    text: r.text,
    html: r.html,
    attachments: r.attachments as { filename: string | null; contentType: string; size: number; text: string | null }[],
    receivedAt: new Date(r.received_at).toISOString(),
  }));
}
