import { useRef, useState, type FormEvent } from 'react';
import { digitsOnly, PHONE_COUNTRY_PREFIX, PHONE_LENGTH } from '@podium/contracts/auth/phone-format';
import { MESSAGES } from '@podium/contracts/messages';
import { generateOtp } from '../api/generate-otp';
import { sendOtpErrorMessage } from '../login-messages';
import { chooseCaptcha, type CaptchaConfig } from '../captcha/captcha-choice';
import type { CaptchaHandle } from '../captcha/captcha-handle';
import { CaptchaWidget } from './deferred-captcha-widget';
import { Button } from '../../../components/ui/button';
import { InsetInput } from '../../../components/ui/inset-input';

interface PhoneStepProps {
  initialPhone: string;
  /** The tenant's captcha (`captcha` of the tenant config); undefined while it loads. */
  captcha: CaptchaConfig | undefined;
  onSent(phone: string): void;
  onError(message: string): void;
  /** The site admits only registered (or pre-registered) people: said as a rule before any number is typed. */
  isRestricted?: boolean;
}

/** Mobile number plus captcha; Send OTP is enabled only with 10 digits and a solved captcha. */
export function PhoneStep({ initialPhone, captcha, onSent, onError, isRestricted }: PhoneStepProps) {
  const [phone, setPhone] = useState(initialPhone);
  const [captchaToken, setCaptchaToken] = useState<string>();
  const [isLoading, setLoading] = useState(false);
  const captchaWidget = useRef<CaptchaHandle>(null);
  const captchaChoice = chooseCaptcha(captcha);
  // CAPTCHA_PROVIDER=none (automated checks only) needs no widget.
  const token = captchaChoice.kind === 'none' ? 'none' : captchaToken;
  const canSend = phone.length === PHONE_LENGTH && Boolean(token) && !isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phone.length !== PHONE_LENGTH) return onError(MESSAGES.phone.invalid);
    if (!token) return onError(MESSAGES.phone.captchaRequired);
    setLoading(true);
    try {
      await generateOtp({ phone, captchaToken: token });
      onSent(phone);
    } catch (error) {
      onError(sendOtpErrorMessage(error));
      // The solution was spent (or refused): solve a fresh one for the next try.
      setCaptchaToken(undefined);
      captchaWidget.current?.renew();
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <div>
        <label htmlFor="login-phone" className="mb-1 block text-sm font-semibold text-slate-700">
          Mobile number
        </label>
        <div className="flex rounded-lg border border-slate-300 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-500">
          <span className="flex items-center border-r border-slate-200 px-3 text-slate-600">{PHONE_COUNTRY_PREFIX}</span>
          <InsetInput
            id="login-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="Enter 10-digit mobile number"
            value={phone}
            onChange={(event) => setPhone(digitsOnly(event.target.value, PHONE_LENGTH))}
            className="w-full rounded-r-lg px-3 py-2.5 focus:outline-none"
            aria-describedby={isRestricted ? 'login-phone-rule' : undefined}
          />
        </div>
        {isRestricted && (
          // The description's restriction text, as a rule of the site (never an answer about this number).
          <p id="login-phone-rule" className="mt-2 text-sm text-slate-700">
            {MESSAGES.otp.userNotRegistered} If your number is registered, your code is on its way when you press Send OTP.
          </p>
        )}
      </div>
      <CaptchaWidget ref={captchaWidget} choice={captchaChoice} onSolved={setCaptchaToken} onExpired={() => setCaptchaToken(undefined)} />
      <Button type="submit" disabled={!canSend} size="lg" className="w-full">
        {isLoading ? 'Sending...' : 'Send OTP'}
      </Button>
    </form>
  );
}
