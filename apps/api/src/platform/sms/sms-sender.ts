import { OPERATOR_CONFIGURED, outboundFetch } from '../guarded-http';

/** One text message with a one-time code. Adapters that send templates use `code`; others send `text`. */
export interface SmsMessage {
  /** 10-digit Indian mobile number (no +91). */
  phone: string;
  /** The whole message, as a person reads it. */
  text: string;
  /** The one-time code inside `text`. */
  code: string;
  /** How long the code is good for (templates may show it). */
  ttlSeconds: number;
}

/** Sends text messages. Throws SmsSendError when the provider refuses or cannot be reached. */
export interface SmsSender {
  readonly provider: string;
  send(message: SmsMessage): Promise<void>;
}

/** The provider did not accept the message; `detail` is for logs, never for the person signing in. */
export class SmsSendError extends Error {
  constructor(
    readonly provider: string,
    readonly detail: string,
  ) {
    super(`${provider}: ${detail}`);
    this.name = 'SmsSendError';
  }
}

/** International format used by the providers: +91 followed by the 10 digits. */
export function toE164(phone: string): string {
  return `+91${phone}`;
}

/** Provider calls give up after this long, so a slow provider cannot hold a sign-in open. */
export const SMS_TIMEOUT_MS = 10_000;

/** POSTs and reads the answer as JSON (or text), turning network failures into SmsSendError. */
export async function postToProvider(
  provider: string,
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    // The provider's URL comes from the operator's environment (SMS_PROVIDER), never from a tenant admin.
    response = await outboundFetch(
      url,
      { method: 'POST', headers: init.headers, body: init.body, signal: AbortSignal.timeout(SMS_TIMEOUT_MS) },
      OPERATOR_CONFIGURED,
    );
  } catch (error) {
    throw new SmsSendError(provider, `could not reach ${new URL(url).host}: ${(error as Error).message}`);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text for the error detail.
  }
  return { status: response.status, body };
}
