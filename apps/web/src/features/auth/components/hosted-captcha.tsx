import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { CaptchaCallbacks, CaptchaHandle } from '../captcha/captcha-handle';
import type { HostedCaptchaProvider } from '../captcha/captcha-choice';
import { loadHostedCaptcha, type HostedCaptchaApi, type HostedWidgetId } from '../captcha/load-hosted-captcha';
import { Button } from '../../../components/ui/button';

export const CAPTCHA_LOAD_FAILED = 'The CAPTCHA could not load. Check your connection and try again.';

interface HostedCaptchaProps extends CaptchaCallbacks {
  provider: HostedCaptchaProvider;
  siteKey: string;
}

interface RenderedWidget {
  api: HostedCaptchaApi;
  id: HostedWidgetId;
  element: HTMLElement;
}

/**
 * Cloudflare Turnstile, hCaptcha or the reCAPTCHA v2 checkbox, rendered explicitly with the
 * tenant's site key. The provider's script is loaded when this mounts (the phone step of /Login),
 * never elsewhere; the widget lives in the provider's iframe.
 */
export const HostedCaptcha = forwardRef<CaptchaHandle, HostedCaptchaProps>(function HostedCaptcha(
  { provider, siteKey, onSolved, onExpired },
  ref,
) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<RenderedWidget | undefined>(undefined);
  const callbacks = useRef({ onSolved, onExpired });
  callbacks.current = { onSolved, onExpired };
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    loadHostedCaptcha(provider).then(
      (api) => {
        if (!isCurrent || !container.current) return;
        // A fresh element per render: the providers refuse to render twice into one element
        // (React mounts effects twice in development).
        const element = document.createElement('div');
        container.current.appendChild(element);
        const id = api.render(element, {
          sitekey: siteKey,
          callback: (token) => callbacks.current.onSolved(token),
          'expired-callback': () => callbacks.current.onExpired(),
          'error-callback': () => callbacks.current.onExpired(),
        });
        widget.current = { api, id, element };
      },
      (error: unknown) => {
        console.error(error);
        if (isCurrent) setLoadFailed(true);
      },
    );
    return () => {
      isCurrent = false;
      const rendered = widget.current;
      widget.current = undefined;
      if (!rendered) return;
      rendered.api.remove?.(rendered.id);
      rendered.element.remove();
    };
  }, [provider, siteKey, attempt]);

  useImperativeHandle(ref, () => ({
    renew() {
      const rendered = widget.current;
      if (rendered) rendered.api.reset(rendered.id);
    },
  }));

  return (
    <div className="min-h-[4.5rem]" data-testid="captcha" data-captcha-provider={provider}>
      <div ref={container} />
      {loadFailed && (
        <p role="alert" className="text-sm text-red-700">
          {CAPTCHA_LOAD_FAILED}{' '}
          <Button
            variant="bare"
            className="font-semibold underline"
            onClick={() => {
              setLoadFailed(false);
              setAttempt((count) => count + 1);
            }}
          >
            Try again
          </Button>
        </p>
      )}
    </div>
  );
});
