import nodemailer, { type Transporter } from 'nodemailer';
import type { Knex } from 'knex';
import type { Logger } from 'pino';
import type { Config } from '../../config/env';
import { startSmtpSink, type SmtpSink } from './local-smtp-sink';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the message (a booking's calendar event, say). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** The mail could not be handed to the SMTP server (the job retries; the last failure is recorded). */
export class EmailSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmailSendError';
  }
}

/**
 * Outgoing email over SMTP with nodemailer: the configured server, or outside production a local
 * SMTP sink the sender starts on first use. In production without SMTP_HOST every send fails
 * (recorded as a delivery failure), never silently dropped.
 */
export class EmailSender {
  private transport: Transporter | null = null;
  private sink: SmtpSink | null = null;
  private starting: Promise<Transporter> | null = null;

  constructor(
    private readonly config: Config,
    private readonly knex: Knex,
    private readonly logger: Logger,
  ) {}

  get from(): string {
    return this.config.EMAIL_FROM ?? `${this.config.VENUE_NAME} <no-reply@localhost>`;
  }

  /** Where mail goes, for the admin's email settings page. */
  get transportName(): string {
    if (this.config.EMAIL_PROVIDER === 'none') return 'turned off (EMAIL_PROVIDER=none)';
    if (this.config.SMTP_HOST) return `SMTP ${this.config.SMTP_HOST}:${this.config.SMTP_PORT}`;
    return this.config.NODE_ENV === 'production' ? 'not configured' : 'local SMTP sink (dev mailbox)';
  }

  private async transporter(): Promise<Transporter> {
    if (this.transport) return this.transport;
    this.starting ??= (async () => {
      const c = this.config;
      // EMAIL_PROVIDER=none: the venue sends no email; each send is a recorded delivery failure.
      if (c.EMAIL_PROVIDER === 'none') throw new EmailSendError('Email is turned off here (EMAIL_PROVIDER=none)');
      if (c.SMTP_HOST) {
        this.transport = nodemailer.createTransport({
          host: c.SMTP_HOST,
          port: c.SMTP_PORT,
          secure: c.SMTP_SECURE ?? c.SMTP_PORT === 465,
          auth: c.SMTP_USER ? { user: c.SMTP_USER, pass: c.SMTP_PASS ?? '' } : undefined,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        });
      } else {
        if (c.NODE_ENV === 'production') throw new EmailSendError('Email is not configured (SMTP_HOST is not set)');
        this.sink = await startSmtpSink(this.knex, this.logger);
        this.transport = nodemailer.createTransport({
          host: '127.0.0.1',
          port: this.sink.port,
          secure: false,
          ignoreTLS: true,
        });
      }
      return this.transport;
    })();
    try {
      return await this.starting;
    } catch (error) {
      this.starting = null;
      throw error;
    }
  }

  async send(message: EmailMessage): Promise<{ messageId: string }> {
    try {
      const transport = await this.transporter();
      const info = await transport.sendMail({ from: this.from, ...message });
      return { messageId: String(info.messageId ?? '') };
    } catch (error) {
      if (error instanceof EmailSendError) throw error;
      throw new EmailSendError(`Email to ${message.to} failed: ${(error as Error).message}`, { cause: error });
    }
  }

  async close(): Promise<void> {
    this.transport?.close();
    await this.sink?.close();
  }
}
