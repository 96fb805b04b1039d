import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../test/local-smtp-server';
import { loadConfig } from '../../config/config';
import { ConsoleMailer } from './console-mailer';
import { createMailer } from './create-mailer';
import { SmtpMailer } from './smtp-mailer';

const message = {
  to: 'asha@example.com',
  toName: 'Asha',
  subject: 'Registration confirmed',
  html: '<p>secret-join-code</p>',
  text: 'secret-join-code',
};

describe('console outbox', () => {
  it('writes one line with the recipient and the subject, never the body', async () => {
    const lines: string[] = [];
    await new ConsoleMailer((line) => lines.push(line)).send(message);
    expect(lines).toEqual(['[mail outbox] to asha@example.com: Registration confirmed']);
  });
});

describe('createMailer', () => {
  it('is the console outbox without SMTP settings, SMTP with SMTP_URL or SMTP_HOST', () => {
    expect(createMailer(loadConfig({})).transport).toBe('console');
    expect(createMailer(loadConfig({ SMTP_URL: 'smtp://user:pass@mail.example.com:587' })).transport).toBe('smtp');
    expect(createMailer(loadConfig({ SMTP_HOST: 'mail.example.com', SMTP_USER: 'u', SMTP_PASSWORD: 'p' })).transport).toBe('smtp');
  });

  it('refuses an SMTP_URL that is not smtp:// without echoing it (it holds the password)', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example.com' })).toThrow(/SMTP_URL must start with smtp:\/\//);
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example.com' })).not.toThrow(/hunter2/);
  });
});

describe('SMTP adapter against a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  it('delivers from MAIL_FROM to the recipient with both parts and extra headers (host/port form)', async () => {
    const mailer = new SmtpMailer({ host: '127.0.0.1', port: smtp.port, secure: false, from: 'Podium <no-reply@podium.test>' });
    await mailer.send({ ...message, headers: { 'List-Unsubscribe': '<https://x.test/u>' } });
    const [mail] = smtp.inbox;
    expect(mail!.from).toBe('no-reply@podium.test');
    expect(mail!.to).toEqual(['asha@example.com']);
    expect(mail!.header('to')).toBe('Asha <asha@example.com>');
    expect(mail!.header('subject')).toBe('Registration confirmed');
    expect(mail!.header('list-unsubscribe')).toBe('<https://x.test/u>');
    expect(mail!.raw).toContain('<p>secret-join-code</p>');
  });

  it('rejects when the server is gone, so the caller can log it', async () => {
    const gone = await startSmtpServer();
    await gone.close();
    const mailer = new SmtpMailer({ url: gone.url, from: 'no-reply@podium.test' });
    await expect(mailer.send(message)).rejects.toThrow();
  });
});
