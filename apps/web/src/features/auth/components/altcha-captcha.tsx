import type { CSSProperties } from 'react';
import 'altcha';
import type {} from 'altcha/types/react';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { buildUrl } from '../../../lib/http-client';
import type { CaptchaCallbacks, CaptchaHandle } from '../captcha/captcha-handle';

interface AltchaElement extends HTMLElement {
  reset?: () => void;
  verify?: () => Promise<unknown>;
}

/**
 * The self-hosted ALTCHA widget (no third-party script): it fetches a challenge from
 * /api/captcha/challenge and starts solving as soon as the page loads, in web workers, so the
 * proof of work is done while the number is typed.
 */
export const AltchaCaptcha = forwardRef<CaptchaHandle, CaptchaCallbacks>(function AltchaCaptcha({ onSolved, onExpired }, ref) {
  const widget = useRef<AltchaElement>(null);
  const callbacks = useRef({ onSolved, onExpired });
  callbacks.current = { onSolved, onExpired };

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      // Anything but 'verified' with a payload (solving, expired, error, reset) means no usable token.
      if (detail.state === 'verified' && detail.payload) callbacks.current.onSolved(detail.payload);
      else callbacks.current.onExpired();
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, []);

  useImperativeHandle(ref, () => ({
    renew() {
      const element = widget.current;
      element?.reset?.();
      void element?.verify?.();
    },
  }));

  return (
    // The widget's own height is reserved (no jump when it loads), and it spans the form like the inputs.
    <div className="min-h-12" data-testid="captcha">
      <altcha-widget
        ref={widget}
        style={{ '--altcha-max-width': '100%' } as CSSProperties}
        challenge={buildUrl('/captcha/challenge')}
        auto="onload"
        name="captchaToken"
        configuration={JSON.stringify({ hideFooter: true, minDuration: 0 })}
      />
    </div>
  );
});
