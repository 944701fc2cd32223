// The Mailer port: SMTP through nodemailer when SMTP_URL is set, else the outbox table (embedded mode).
// A mail's link carries a live token (sign-in by verification, password reset): it never goes through the logger,
// whose lines every administrator reads in System Logs. Outside production only, the link is printed on stdout,
// marked DEVELOPMENT ONLY, so the product can be tried without a mail server.
import type { default as Nodemailer, Transporter } from 'nodemailer';
import type { Database } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { lazyModule } from '../lazy-module.ts';
import type { Logger } from '../logging/logger.ts';

const nodemailer = lazyModule<typeof Nodemailer>('nodemailer');

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** An HTML part beside the text (the morning note); the account mails are text only. */
  html?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** 'verify-email' | 'reset-password' | ... */
  kind: string;
  /** The link the mail is about (verification, reset). */
  link?: string;
  /** The account the mail is for: the log line names it by this id, never by its address. */
  userId?: string;
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
    this.transport = nodemailer().createTransport(url);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}

/** The line printed on stdout for a mail's link outside production (never through the logger). */
export const developmentLinkLine = (mail: Pick<Mail, 'to' | 'kind' | 'link'>): string =>
  `DEVELOPMENT ONLY (no SMTP_URL; never shown in production): ${mail.kind} link for ${mail.to}: ${mail.link}\n`;

export class OutboxMailer implements Mailer {
  readonly mode = 'outbox' as const;

  /**
   * @param printLink where the link line is written (process stdout) outside production; absent in production and in
   *   integration tests, which read links from the outbox table.
   */
  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly printLink?: (line: string) => void,
  ) {}

  async send(mail: Mail): Promise<void> {
    const [row] = await this.db.orm
      .insert(mailOutbox)
      .values({
        toAddress: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        headers: mail.headers ?? null,
        kind: mail.kind,
        link: mail.link ?? null,
      })
      .returning({ id: mailOutbox.id });
    // The log line says a mail is waiting, without its link or text (both carry the token), nor its address: every
    // technical administrator reads System Logs. The account id and the outbox row lead to the rest when needed.
    this.logger.info(
      { kind: mail.kind, userId: mail.userId, mailId: row?.id },
      `Mail written to the outbox: ${mail.subject}`,
    );
    if (mail.link && this.printLink) this.printLink(developmentLinkLine(mail));
  }

  async close(): Promise<void> {}
}

/**
 * SMTP when configured, else the outbox. `printLinks` (the server prints to stdout: development, the e2e server, which
 * reads links there) has the outbox print each link on stdout; production never does, whatever is asked.
 */
export function createMailer(
  config: { SMTP_URL?: string | undefined; MAIL_FROM: string; NODE_ENV: string },
  db: Database,
  logger: Logger,
  options: { printLinks?: boolean } = {},
): Mailer {
  if (config.SMTP_URL) return new SmtpMailer(config.SMTP_URL, config.MAIL_FROM);
  const print = options.printLinks === true && config.NODE_ENV !== 'production';
  return new OutboxMailer(db, logger, print ? (line: string) => void process.stdout.write(line) : undefined);
}

/** Our own words for the account mails. */
export const mailTexts = {
  verify: (name: string, link: string): Pick<Mail, 'subject' | 'text'> => ({
    subject: 'Confirm your email for Stellara',
    text: `Hello ${name},\n\nWelcome to Stellara. Please confirm your email address by opening this link:\n\n${link}\n\nIf you did not create an account, you can ignore this message.\n`,
  }),
  accountDeleted: (name: string): Pick<Mail, 'subject' | 'text'> => ({
    subject: 'Your Stellara account is deleted',
    text: `Hello ${name},\n\nAs you asked, your Stellara account is deleted, and with it your profile, your charts, your chats and readings, your API keys and your sessions. Nothing of it is kept.\n\nIf you ever want to come back, you can sign up again with this email at any time.\n`,
  }),
  reset: (name: string, link: string): Pick<Mail, 'subject' | 'text'> => ({
    subject: 'Reset your Stellara password',
    text: `Hello ${name},\n\nSomeone asked to reset the password of your Stellara account. To choose a new password, open this link (valid for one hour):\n\n${link}\n\nIf this was not you, ignore this message: your password stays as it is.\n`,
  }),
};
