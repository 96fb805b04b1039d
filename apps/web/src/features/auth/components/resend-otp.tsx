import { useEffect, useRef, useState } from 'react';
import { formatResendCountdown, OTP_RESEND_WAIT_SECONDS } from '@podium/contracts/auth/otp-resend';
import { generateOtp } from '../api/generate-otp';
import { chooseCaptcha, type CaptchaConfig } from '../captcha/captcha-choice';
import type { CaptchaHandle } from '../captcha/captcha-handle';
import { sendOtpErrorMessage } from '../login-messages';
import { CaptchaWidget } from './deferred-captcha-widget';
import { Button } from '../../../components/ui/button';

interface ResendOtpProps {
  phone: string;
  captcha: CaptchaConfig | undefined;
  /** When the current code was sent (ms); the wait runs from here. */
  sentAtMs: number;
  onResent(): void;
  onError(message: string): void;
}

function useSecondsSince(startMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [startMs]);
  return (now - startMs) / 1000;
}

/**
 * 'Resend OTP in 0:42' while the server's one-code-a-minute limit runs, then a 'Resend OTP' button
 * behind a fresh captcha (every send needs one, as the first did).
 */
export function ResendOtp({ phone, captcha, sentAtMs, onResent, onError }: ResendOtpProps) {
  const secondsLeft = OTP_RESEND_WAIT_SECONDS - useSecondsSince(sentAtMs);
  const [captchaToken, setCaptchaToken] = useState<string>();
  const [isSending, setSending] = useState(false);
  const captchaWidget = useRef<CaptchaHandle>(null);
  const captchaChoice = chooseCaptcha(captcha);
  const token = captchaChoice.kind === 'none' ? 'none' : captchaToken;

  if (secondsLeft > 0) {
    return (
      <p className="text-center text-sm text-slate-600" aria-live="off">
        {formatResendCountdown(secondsLeft)}
      </p>
    );
  }

  const resend = async () => {
    if (!token) return;
    setSending(true);
    try {
      await generateOtp({ phone, captchaToken: token });
      setCaptchaToken(undefined);
      onResent();
    } catch (error) {
      onError(sendOtpErrorMessage(error));
      setCaptchaToken(undefined);
      captchaWidget.current?.renew();
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="space-y-3">
      <CaptchaWidget ref={captchaWidget} choice={captchaChoice} onSolved={setCaptchaToken} onExpired={() => setCaptchaToken(undefined)} />
      <Button
        variant="bare"
        onClick={() => void resend()}
        disabled={!token || isSending}
        className="w-full rounded-lg border border-brand-600 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-slate-300 disabled:text-slate-400"
      >
        {isSending ? 'Sending...' : 'Resend OTP'}
      </Button>
    </div>
  );
}
