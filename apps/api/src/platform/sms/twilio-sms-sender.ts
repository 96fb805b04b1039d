import { postToProvider, SmsSendError, toE164, type SmsMessage, type SmsSender } from './sms-sender';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** Messages API: the sender number or Messaging Service SID (`MG…`). */
  from?: string;
  /** Verify API: the service SID (`VA…`). When set, Verify is used instead of Messages. */
  verifyServiceSid?: string;
  baseUrl: string;
  verifyBaseUrl: string;
}

/**
 * Twilio, through the Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`) or the Verify
 * API (`POST /v2/Services/{sid}/Verifications` with `CustomCode`, so our code and limits stay the
 * same whichever provider sends it; Twilio enables custom codes per Verify service on request).
 */
export class TwilioSmsSender implements SmsSender {
  readonly provider = 'twilio';
  constructor(private readonly options: TwilioOptions) {}

  async send(message: SmsMessage): Promise<void> {
    const { accountSid, authToken, from, verifyServiceSid } = this.options;
    const headers = {
      authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    };
    let url: string;
    let form: URLSearchParams;
    if (verifyServiceSid) {
      url = `${this.options.verifyBaseUrl.replace(/\/$/, '')}/v2/Services/${encodeURIComponent(verifyServiceSid)}/Verifications`;
      form = new URLSearchParams({ To: toE164(message.phone), Channel: 'sms', CustomCode: message.code });
    } else {
      url = `${this.options.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
      const sender = from ?? '';
      form = new URLSearchParams({ To: toE164(message.phone), Body: message.text });
      form.set(sender.startsWith('MG') ? 'MessagingServiceSid' : 'From', sender);
    }
    const answer = await postToProvider(this.provider, url, { headers, body: form.toString() });
    if (answer.status >= 200 && answer.status < 300) return;
    // Twilio errors: `{ code, message, more_info, status }`.
    const error = (answer.body ?? {}) as { code?: number; message?: string };
    throw new SmsSendError(
      this.provider,
      `HTTP ${answer.status} ${error.code ?? ''} ${error.message ?? String(answer.body).slice(0, 200)}`.trim(),
    );
  }
}
