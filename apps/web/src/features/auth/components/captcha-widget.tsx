import { forwardRef } from 'react';
import type { CaptchaCallbacks, CaptchaHandle } from '../captcha/captcha-handle';
import type { CaptchaChoice } from '../captcha/captcha-choice';
import { AltchaCaptcha } from './altcha-captcha';
import { HostedCaptcha } from './hosted-captcha';

export const CAPTCHA_NOT_CONFIGURED = 'The CAPTCHA is not set up on this site yet. Please try again later.';

interface CaptchaWidgetProps extends CaptchaCallbacks {
  choice: CaptchaChoice;
}

/** The tenant's captcha (chooseCaptcha): ALTCHA, Turnstile, hCaptcha, reCAPTCHA, or nothing for `none`. */
export const CaptchaWidget = forwardRef<CaptchaHandle, CaptchaWidgetProps>(function CaptchaWidget({ choice, onSolved, onExpired }, ref) {
  switch (choice.kind) {
    case 'altcha':
      return <AltchaCaptcha ref={ref} onSolved={onSolved} onExpired={onExpired} />;
    case 'hosted':
      // key: a different provider or site key is a different widget.
      return (
        <HostedCaptcha
          key={`${choice.provider}:${choice.siteKey}`}
          ref={ref}
          provider={choice.provider}
          siteKey={choice.siteKey}
          onSolved={onSolved}
          onExpired={onExpired}
        />
      );
    case 'misconfigured':
      return (
        <p role="alert" className="text-sm text-red-700" data-testid="captcha">
          {CAPTCHA_NOT_CONFIGURED}
        </p>
      );
    case 'loading':
      // Same height as the widgets, so the form does not jump when the tenant config arrives.
      return <div className="min-h-[4.5rem]" aria-hidden="true" />;
    case 'none':
      return null;
  }
});
