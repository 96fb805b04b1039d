import 'altcha';
import type {} from 'altcha/types/react';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { buildUrl } from '../../../lib/http-client';

export interface CaptchaHandle {
  /** Forget the spent solution and solve a fresh challenge in the background. */
  renew(): void;
}

interface AltchaCaptchaProps {
  /** The widget's payload once solved, undefined while solving or after a reset. */
  onChange(payload: string | undefined): void;
}

interface AltchaElement extends HTMLElement {
  reset?: () => void;
  verify?: () => Promise<unknown>;
}

/**
 * The self-hosted ALTCHA widget (no third-party script): it fetches a challenge from
 * /api/captcha/challenge and starts solving as soon as the page loads, in web workers, so the
 * proof of work is done while the number is typed.
 */
export const AltchaCaptcha = forwardRef<CaptchaHandle, AltchaCaptchaProps>(function AltchaCaptcha({ onChange }, ref) {
  const widget = useRef<AltchaElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const onStateChange = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : undefined);
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
    <div className="min-h-[4.5rem]" data-testid="captcha">
      <altcha-widget
        ref={widget}
        challenge={buildUrl('/captcha/challenge')}
        auto="onload"
        name="captchaToken"
        configuration={JSON.stringify({ hideFooter: true, minDuration: 0 })}
      />
    </div>
  );
});
