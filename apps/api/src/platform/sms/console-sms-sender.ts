import { formatPhone } from '@podium/contracts/auth/phone';
import type { SmsMessage, SmsSender } from './sms-sender';

/**
 * The development outbox: writes one line per message with the number and the text, so anyone
 * running the app locally can sign in with any number by reading the log. With `withholdText`
 * (production, only with UNSAFE_ALLOW_CONSOLE_SMS_IN_PRODUCTION) the line names the number alone:
 * a code in a production log would sign anyone who reads the log in as that person.
 */
export class ConsoleSmsSender implements SmsSender {
  readonly provider = 'console';
  constructor(
    private readonly write: (line: string) => void = (line) => console.log(line),
    private readonly withholdText = false,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const text = this.withholdText ? '(text withheld in production: no SMS was sent)' : message.text;
    this.write(`[sms outbox] to ${formatPhone(message.phone)}: ${text}`);
  }
}
