import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, Mailer } from './mailer';

export type SmtpOptions =
  { url: string; from: string } | { host: string; port: number; secure: boolean; user?: string; password?: string; from: string };

/** Sends over SMTP with nodemailer (one pooled connection set per process). */
export class SmtpMailer implements Mailer {
  readonly transport = 'smtp';
  private readonly transporter: Transporter;
  private readonly from: string;

  constructor(options: SmtpOptions) {
    this.from = options.from;
    this.transporter =
      'url' in options
        ? nodemailer.createTransport(options.url)
        : nodemailer.createTransport({
            host: options.host,
            port: options.port,
            secure: options.secure,
            ...(options.user ? { auth: { user: options.user, pass: options.password ?? '' } } : {}),
            // A slow mail server must not hold sends forever (they run in the background).
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 20_000,
          });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: message.toName ? { name: message.toName, address: message.to } : message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      attachments: message.attachments,
    });
  }

  close(): void {
    this.transporter.close();
  }
}
