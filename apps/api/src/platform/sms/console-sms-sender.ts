import { formatPhone } from '@podium/contracts/auth/phone';
import type { SmsMessage, SmsSender } from './sms-sender';

/**
 * The development outbox: writes one line per message with the number and the text, so anyone
 * running the app locally can sign in with any number by reading the log.
 */
export class ConsoleSmsSender implements SmsSender {
  readonly provider = 'console';
  constructor(private readonly write: (line: string) => void = (line) => console.log(line)) {}

  async send(message: SmsMessage): Promise<void> {
    this.write(`[sms outbox] to ${formatPhone(message.phone)}: ${message.text}`);
  }
}
