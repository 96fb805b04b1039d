/** One email: both an HTML and a plain-text body, plus extra headers (List-Unsubscribe). */
export interface MailMessage {
  /** The address alone; the display name goes in toName (the adapter quotes it). */
  to: string;
  toName?: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  /** Files sent with the mail (the payment receipt PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** Sends email. Adapters: the console outbox (development, demo) and SMTP (nodemailer). */
export interface Mailer {
  readonly transport: 'console' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
