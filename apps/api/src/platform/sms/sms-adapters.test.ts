import { afterEach, describe, expect, it } from 'vitest';
import { startProviderServer, UNREACHABLE_URL, type ProviderAnswer, type RecordedRequest } from '../../../test/local-provider-server';
import { loadConfig } from '../../config/config';
import { ConsoleSmsSender } from './console-sms-sender';
import { createSmsSender } from './create-sms-sender';
import { Msg91SmsSender } from './msg91-sms-sender';
import { SmsSendError, type SmsMessage } from './sms-sender';
import { TwilioSmsSender } from './twilio-sms-sender';

const message: SmsMessage = { phone: '9876543210', text: '123456 is your Podium sign-in code.', code: '123456', ttlSeconds: 300 };
const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
async function provider(answer: (request: RecordedRequest) => ProviderAnswer) {
  const server = await startProviderServer(answer);
  servers.push(server);
  return server;
}
const twilio = (url: string, extra: { from?: string; verifyServiceSid?: string }) =>
  new TwilioSmsSender({ accountSid: 'AC0123', authToken: 'tok', baseUrl: url, verifyBaseUrl: url, ...extra });

describe('console outbox', () => {
  it('writes one line with the number and the text', async () => {
    const lines: string[] = [];
    await new ConsoleSmsSender((line) => lines.push(line)).send(message);
    expect(lines).toEqual(['[sms outbox] to +91 9876543210: 123456 is your Podium sign-in code.']);
  });

  it('withholds the text, and so the code, when told to (production)', async () => {
    const lines: string[] = [];
    await new ConsoleSmsSender((line) => lines.push(line), true).send(message);
    expect(lines).toEqual(['[sms outbox] to +91 9876543210: (text withheld in production: no SMS was sent)']);
  });
});

describe('Twilio Messages', () => {
  it('POSTs To, From and Body with basic auth to the account Messages resource', async () => {
    const server = await provider(() => ({ status: 201, body: { sid: 'SM123', status: 'queued' } }));
    await twilio(server.url, { from: '+15005550006' }).send(message);
    const [request] = server.requests;
    expect(request!.method).toBe('POST');
    expect(request!.url).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(request!.headers.authorization).toBe(`Basic ${Buffer.from('AC0123:tok').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(request!.body))).toEqual({
      To: '+919876543210',
      From: '+15005550006',
      Body: message.text,
    });
  });

  it('uses MessagingServiceSid for an MG… sender', async () => {
    const server = await provider(() => ({ status: 201, body: { sid: 'SM123' } }));
    await twilio(server.url, { from: 'MG999' }).send(message);
    expect(new URLSearchParams(server.requests[0]!.body).get('MessagingServiceSid')).toBe('MG999');
  });

  it('throws SmsSendError with Twilio’s code and message on an error answer', async () => {
    const server = await provider(() => ({
      status: 401,
      body: { code: 20003, message: 'Authenticate', more_info: 'https://www.twilio.com/docs/errors/20003', status: 401 },
    }));
    const error = await twilio(server.url, { from: '+15005550006' })
      .send(message)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).detail).toBe('HTTP 401 20003 Authenticate');
  });
});

describe('Twilio Verify', () => {
  it('creates a verification with our code as CustomCode', async () => {
    const server = await provider(() => ({ status: 201, body: { sid: 'VE123', status: 'pending', channel: 'sms' } }));
    await twilio(server.url, { verifyServiceSid: 'VA42' }).send(message);
    expect(server.requests[0]!.url).toBe('/v2/Services/VA42/Verifications');
    expect(Object.fromEntries(new URLSearchParams(server.requests[0]!.body))).toEqual({
      To: '+919876543210',
      Channel: 'sms',
      CustomCode: '123456',
    });
  });

  it('fails on a 429 from Verify (max send attempts reached)', async () => {
    const server = await provider(() => ({ status: 429, body: { code: 60203, message: 'Max send attempts reached', status: 429 } }));
    await expect(twilio(server.url, { verifyServiceSid: 'VA42' }).send(message)).rejects.toThrow('60203 Max send attempts reached');
  });
});

describe('MSG91', () => {
  const msg91 = (url: string) => new Msg91SmsSender({ authKey: 'key-1', templateId: 'tmpl-9', baseUrl: url });

  it('calls the Send OTP API with the authkey header, template, mobile and code', async () => {
    const server = await provider(() => ({ status: 200, body: { type: 'success', request_id: '3461' } }));
    await msg91(server.url).send(message);
    const url = new URL(server.requests[0]!.url, server.url);
    expect(url.pathname).toBe('/api/v5/otp');
    expect(Object.fromEntries(url.searchParams)).toEqual({ template_id: 'tmpl-9', mobile: '919876543210', otp: '123456', otp_expiry: '5' });
    expect(server.requests[0]!.headers.authkey).toBe('key-1');
  });

  it('treats `type: error` as a failure even with HTTP 200', async () => {
    const server = await provider(() => ({ status: 200, body: { type: 'error', message: 'Invalid authkey' } }));
    await expect(msg91(server.url).send(message)).rejects.toThrow('HTTP 200 error Invalid authkey');
  });

  it('fails on a non-JSON 5xx', async () => {
    const server = await provider(() => ({ status: 503, body: 'Service Unavailable' }));
    await expect(msg91(server.url).send(message)).rejects.toThrow('HTTP 503  Service Unavailable');
  });
});

describe('unreachable provider', () => {
  it('throws SmsSendError', async () => {
    await expect(twilio(UNREACHABLE_URL, { from: '+1' }).send(message)).rejects.toBeInstanceOf(SmsSendError);
    await expect(new Msg91SmsSender({ authKey: 'k', templateId: 't', baseUrl: UNREACHABLE_URL }).send(message)).rejects.toBeInstanceOf(
      SmsSendError,
    );
  });
});

describe('createSmsSender', () => {
  it('picks the adapter from SMS_PROVIDER and refuses missing credentials', () => {
    expect(createSmsSender(loadConfig({})).provider).toBe('console');
    expect(createSmsSender(loadConfig({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' })).provider).toBe('msg91');
    expect(() => createSmsSender(loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' }))).toThrow(/TWILIO_AUTH_TOKEN/);
  });
});
