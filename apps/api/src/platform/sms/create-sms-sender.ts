import type { Config } from '../../config/config';
import { ConsoleSmsSender } from './console-sms-sender';
import { Msg91SmsSender } from './msg91-sms-sender';
import type { SmsSender } from './sms-sender';
import { TwilioSmsSender } from './twilio-sms-sender';

/** The SMS adapter SMS_PROVIDER names; throws at start when its credentials are missing. */
export function createSmsSender(config: Config): SmsSender {
  switch (config.SMS_PROVIDER) {
    case 'console':
      // Production reaches here only with UNSAFE_ALLOW_CONSOLE_SMS_IN_PRODUCTION (config refuses it otherwise).
      return new ConsoleSmsSender(undefined, config.NODE_ENV === 'production');
    case 'twilio': {
      const { TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM, TWILIO_VERIFY_SERVICE_SID } = config;
      if (!TWILIO_ACCOUNT_SID || !TWILIO_AUTH_TOKEN || (!TWILIO_FROM && !TWILIO_VERIFY_SERVICE_SID)) {
        throw new Error('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_VERIFY_SERVICE_SID');
      }
      return new TwilioSmsSender({
        accountSid: TWILIO_ACCOUNT_SID,
        authToken: TWILIO_AUTH_TOKEN,
        from: TWILIO_FROM,
        verifyServiceSid: TWILIO_VERIFY_SERVICE_SID,
        baseUrl: config.TWILIO_BASE_URL,
        verifyBaseUrl: config.TWILIO_VERIFY_BASE_URL,
      });
    }
    case 'msg91':
      if (!config.MSG91_AUTH_KEY || !config.MSG91_TEMPLATE_ID)
        throw new Error('SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY and MSG91_TEMPLATE_ID');
      return new Msg91SmsSender({ authKey: config.MSG91_AUTH_KEY, templateId: config.MSG91_TEMPLATE_ID, baseUrl: config.MSG91_BASE_URL });
  }
}
