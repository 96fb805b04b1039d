import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, paymentProviderOf, productionWarnings } from './config';

describe('config', () => {
  it('fills every default from an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.OTP_TEST_NUMBERS.size).toBe(0);
  });

  it('names each bad variable in one readable line', () => {
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(3);
      expect(problems.find((line) => line.startsWith('PORT '))).toContain('(got "eighty")');
      expect(problems.find((line) => line.startsWith('LOG_LEVEL '))).toBeDefined();
      // Connection strings may hold passwords: never echoed.
      expect(problems.find((line) => line.startsWith('DATABASE_URL '))).not.toContain('not a url');
    }
  });

  it('reads TRUST_PROXY as true/false, a hop count or a list of proxy addresses/CIDRs', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '192.168.1.5', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the SMS budgets per tenant, and refuses a global cap below a tenant budget (issue 28)', () => {
    const defaults = loadConfig({});
    expect(defaults.OTP_TENANT_HOURLY_LIMIT).toBe(1000);
    expect(defaults.OTP_TENANT_DAILY_LIMIT).toBe(5000);
    expect(defaults.OTP_TENANT_KNOWN_HOURLY_LIMIT).toBe(2000);
    expect(defaults.OTP_COUNTRY_HOURLY_LIMIT).toBe(10_000);
    expect(defaults.OTP_DAILY_CAP).toBe(50_000);
    expect(defaults.OTP_CAPTCHA_ESCALATION_PERCENT).toBe(80);
    expect(defaults.OTP_KNOWN_DEVICE_DAYS).toBe(60);
    expect(() => loadConfig({ OTP_TENANT_HOURLY_LIMIT: '20000' })).toThrow(
      /OTP_COUNTRY_HOURLY_LIMIT must be at least OTP_TENANT_HOURLY_LIMIT/,
    );
    expect(() => loadConfig({ OTP_DAILY_CAP: '100' })).toThrow(/OTP_DAILY_CAP must be at least OTP_TENANT_DAILY_LIMIT/);
    expect(() => loadConfig({ OTP_CAPTCHA_ESCALATION_PERCENT: '0' })).toThrow(/OTP_CAPTCHA_ESCALATION_PERCENT/);
    expect(() => loadConfig({ OTP_TENANT_HOURLY_LIMIT: 'many' })).toThrow(/OTP_TENANT_HOURLY_LIMIT/);
  });

  it('reads the live stream caps with their defaults and refuses a cap below one (issue 28)', () => {
    expect(loadConfig({})).toMatchObject({
      LIVE_STREAMS_MAX: 2000,
      LIVE_STREAMS_PER_TENANT_MAX: 1000,
      LIVE_STREAMS_PER_CLIENT_MAX: 50,
      ATTENDANCE_STREAMS_MAX: 500,
      ATTENDANCE_STREAMS_PER_TENANT_MAX: 200,
      ATTENDANCE_STREAMS_PER_USER_MAX: 10,
    });
    expect(loadConfig({ LIVE_STREAMS_PER_CLIENT_MAX: '5' }).LIVE_STREAMS_PER_CLIENT_MAX).toBe(5);
    expect(() => loadConfig({ LIVE_STREAMS_PER_CLIENT_MAX: '0' })).toThrow(/LIVE_STREAMS_PER_CLIENT_MAX/);
    expect(() => loadConfig({ ATTENDANCE_STREAMS_PER_USER_MAX: 'many' })).toThrow(/ATTENDANCE_STREAMS_PER_USER_MAX/);
  });

  it('reads the tournament computation caps with their defaults and refuses a cap below one (issue 28)', () => {
    expect(loadConfig({})).toMatchObject({ TOURNAMENT_COMPUTATIONS_MAX: 2, TOURNAMENT_COMPUTATIONS_PER_TENANT_MAX: 1 });
    expect(loadConfig({ TOURNAMENT_COMPUTATIONS_MAX: '4' }).TOURNAMENT_COMPUTATIONS_MAX).toBe(4);
    expect(() => loadConfig({ TOURNAMENT_COMPUTATIONS_PER_TENANT_MAX: '0' })).toThrow(/TOURNAMENT_COMPUTATIONS_PER_TENANT_MAX/);
  });

  it('parses OTP test numbers and refuses malformed entries', () => {
    expect(loadConfig({ OTP_TEST_NUMBERS: '9000000001:123456, 9000000002:654321' }).OTP_TEST_NUMBERS.get('9000000002')).toBe('654321');
    expect(() => loadConfig({ OTP_TEST_NUMBERS: '12345:1' })).toThrow(/OTP_TEST_NUMBERS/);
  });

  it('refuses test numbers and missing secrets in production', () => {
    try {
      loadConfig({ NODE_ENV: 'production', OTP_TEST_NUMBERS: '9000000001:123456' });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('OTP_TEST_NUMBERS is not allowed when NODE_ENV=production');
      expect(problems).toContain('SESSION_SECRET is required');
      expect(problems).toContain('DATA_ENCRYPTION_KEY is required');
    }
  });

  const productionSecrets = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), DATA_ENCRYPTION_KEY: 'k'.repeat(32) };

  it('refuses the console SMS outbox in production unless the unsafe flag allows it', () => {
    expect(() => loadConfig(productionSecrets)).toThrow(/SMS_PROVIDER is "console".*UNSAFE_ALLOW_CONSOLE_SMS_IN_PRODUCTION=true/);
    expect(() => loadConfig({ ...productionSecrets, SMS_PROVIDER: 'console', UNSAFE_ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'false' })).toThrow(
      /SMS_PROVIDER/,
    );
    expect(loadConfig({ ...productionSecrets, SMS_PROVIDER: 'msg91' }).SMS_PROVIDER).toBe('msg91');
    expect(loadConfig({ ...productionSecrets, UNSAFE_ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true' }).SMS_PROVIDER).toBe('console');
    // Development keeps the console outbox by default.
    expect(loadConfig({}).SMS_PROVIDER).toBe('console');
  });

  it('warns in production about the console SMS and mail outboxes, closed metrics and no push keys, and nowhere else', () => {
    const unsafe = loadConfig({ ...productionSecrets, UNSAFE_ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true' });
    const warnings = productionWarnings(unsafe).join('\n');
    expect(warnings).toContain('SMS_PROVIDER=console');
    expect(warnings).toContain('SMTP_URL');
    expect(warnings).toContain('METRICS_TOKEN');
    expect(warnings).toContain('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set');
    const configured = loadConfig({
      ...productionSecrets,
      SMS_PROVIDER: 'msg91',
      SMTP_URL: 'smtp://mail.example.com:587',
      METRICS_TOKEN: 'metrics-token-0123456789',
      VAPID_PUBLIC_KEY: 'B'.repeat(87),
      VAPID_PRIVATE_KEY: 'p'.repeat(43),
    });
    expect(productionWarnings(configured)).toEqual([]);
    expect(productionWarnings(loadConfig({}))).toEqual([]);
  });

  it("refuses OUTBOUND_ALLOW_PRIVATE_HOSTS in production: tenant admins' URLs never reach private addresses there", () => {
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' }).OUTBOUND_ALLOW_PRIVATE_HOSTS).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' })).toThrow(
      /OUTBOUND_ALLOW_PRIVATE_HOSTS is not allowed when NODE_ENV=production/,
    );
  });

  it('takes payments with the demo provider outside production, refuses it in production, and needs each provider’s keys', () => {
    expect(paymentProviderOf(loadConfig({}))).toBe('demo');
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(32),
      DATA_ENCRYPTION_KEY: 'y'.repeat(32),
      UNSAFE_ALLOW_CONSOLE_SMS_IN_PRODUCTION: 'true',
    };
    expect(paymentProviderOf(loadConfig(production))).toBe('none');
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'demo' })).toThrow(
      /PAYMENT_PROVIDER cannot be "demo" when NODE_ENV=production/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(
      /RAZORPAY_KEY_SECRET is required when PAYMENT_PROVIDER=razorpay.*RAZORPAY_WEBHOOK_SECRET is required/,
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' })).toThrow(
      /STRIPE_WEBHOOK_SECRET is required when PAYMENT_PROVIDER=stripe/,
    );
    expect(loadConfig({}).PAYMENT_HOLD_MINUTES).toBe(15);
  });

  it('holds a waiting-list offer 12 hours unless told otherwise, and refuses a hold that is not whole hours (issue 33)', () => {
    expect(loadConfig({}).WAITLIST_OFFER_HOURS).toBe(12);
    expect(loadConfig({ WAITLIST_OFFER_HOURS: '24' }).WAITLIST_OFFER_HOURS).toBe(24);
    expect(() => loadConfig({ WAITLIST_OFFER_HOURS: '0' })).toThrow(/WAITLIST_OFFER_HOURS/);
    expect(() => loadConfig({ WAITLIST_OFFER_HOURS: 'soon' })).toThrow(/WAITLIST_OFFER_HOURS/);
  });
});
