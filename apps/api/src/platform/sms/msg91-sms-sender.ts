import { postToProvider, SmsSendError, type SmsMessage, type SmsSender } from './sms-sender';

export interface Msg91Options {
  authKey: string;
  /** The DLT-approved OTP template (it holds the text; MSG91 fills in the code). */
  templateId: string;
  baseUrl: string;
}

/**
 * MSG91's Send OTP API: `POST /api/v5/otp?template_id=…&mobile=91…&otp=…` with the `authkey`
 * header. It answers `{ type: 'success', request_id }` or `{ type: 'error', message }`, sometimes
 * with HTTP 200, so the body decides.
 */
export class Msg91SmsSender implements SmsSender {
  readonly provider = 'msg91';
  constructor(private readonly options: Msg91Options) {}

  async send(message: SmsMessage): Promise<void> {
    const query = new URLSearchParams({
      template_id: this.options.templateId,
      mobile: `91${message.phone}`,
      otp: message.code,
      otp_expiry: String(Math.max(1, Math.round(message.ttlSeconds / 60))),
    });
    const url = `${this.options.baseUrl.replace(/\/$/, '')}/api/v5/otp?${query.toString()}`;
    const answer = await postToProvider(this.provider, url, {
      headers: { authkey: this.options.authKey, 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
    });
    const body = (answer.body ?? {}) as { type?: string; message?: string };
    if (answer.status >= 200 && answer.status < 300 && body.type === 'success') return;
    throw new SmsSendError(
      this.provider,
      `HTTP ${answer.status} ${body.type ?? ''} ${body.message ?? String(answer.body).slice(0, 200)}`.trim(),
    );
  }
}
