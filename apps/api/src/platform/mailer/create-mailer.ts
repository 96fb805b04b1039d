import type { Config } from '../../config/config';
import { ConsoleMailer } from './console-mailer';
import type { Mailer } from './mailer';
import { SmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL or SMTP_HOST is set, else the console outbox. */
export function createMailer(config: Config): Mailer {
  if (config.SMTP_URL) return new SmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  if (config.SMTP_HOST) {
    return new SmtpMailer({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      user: config.SMTP_USER,
      password: config.SMTP_PASSWORD,
      from: config.MAIL_FROM,
    });
  }
  return new ConsoleMailer();
}
