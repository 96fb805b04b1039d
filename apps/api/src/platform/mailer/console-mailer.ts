import type { MailMessage, Mailer } from './mailer';

/**
 * The development outbox: one line per mail with the recipient and the subject. The body is never
 * written (it holds the unsubscribe token and team join codes).
 */
export class ConsoleMailer implements Mailer {
  readonly transport = 'console';
  constructor(private readonly write: (line: string) => void = (line) => console.log(line)) {}

  async send(message: MailMessage): Promise<void> {
    this.write(`[mail outbox] to ${message.to}: ${message.subject}`);
  }
}
