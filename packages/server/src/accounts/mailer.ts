// The Mailer port: SMTP through nodemailer when SMTP_URL is set, else the outbox table (embedded mode),
// where the server log also prints the link so the product can be tried without a mail server.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { Logger } from '../logging/logger.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** 'verify-email' | 'reset-password' | ... */
  kind: string;
  /** The link the mail is about (verification, reset). */
  link?: string;
}

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

export class SmtpMailer implements Mailer {
  readonly mode = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

export class OutboxMailer implements Mailer {
  readonly mode = 'outbox' as const;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
  ) {}

  async send(mail: Mail): Promise<void> {
    await this.db.orm.insert(mailOutbox).values({
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      kind: mail.kind,
      link: mail.link ?? null,
    });
    // No mail server: the link is printed so whoever runs the server can follow it.
    this.logger.info({ to: mail.to, kind: mail.kind, link: mail.link }, `Mail written to the outbox: ${mail.subject}`);
  }

  async close(): Promise<void> {}
}

export function createMailer(
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string },
  db: Database,
  logger: Logger,
): Mailer {
  return config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : new OutboxMailer(db, logger);
}

/** Our own words for the account mails. */
export const mailTexts = {
  verify: (name: string, link: string): Pick<Mail, 'subject' | 'text'> => ({
    subject: 'Confirm your email for Stellara',
    text: `Hello ${name},\n\nWelcome to Stellara. Please confirm your email address by opening this link:\n\n${link}\n\nIf you did not create an account, you can ignore this message.\n`,
  }),
  reset: (name: string, link: string): Pick<Mail, 'subject' | 'text'> => ({
    subject: 'Reset your Stellara password',
    text: `Hello ${name},\n\nSomeone asked to reset the password of your Stellara account. To choose a new password, open this link (valid for one hour):\n\n${link}\n\nIf this was not you, ignore this message: your password stays as it is.\n`,
  }),
};
