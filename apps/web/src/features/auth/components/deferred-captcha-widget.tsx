import { forwardRef, lazy, Suspense, type ComponentProps } from 'react';
import type { CaptchaHandle } from '../captcha/captcha-handle';
import type { CaptchaWidget as CaptchaWidgetComponent } from './captcha-widget';
import { useAfterPaint } from '../../../lib/use-after-paint';

const LazyCaptchaWidget = lazy(async () => ({ default: (await import('./captcha-widget')).CaptchaWidget }));

/**
 * The captcha loads after its form has painted (issue 14): ALTCHA and the hosted widgets are about
 * a third of /Login's JavaScript, and the page's first paint does not need them. The placeholder
 * has the widgets' height, so nothing shifts when it arrives.
 */
export const CaptchaWidget = forwardRef<CaptchaHandle, ComponentProps<typeof CaptchaWidgetComponent>>(
  function DeferredCaptchaWidget(props, ref) {
    // Not even requested before the form is on screen: its download would delay the page's largest paint.
    const isPainted = useAfterPaint();
    const placeholder = <div className="min-h-[4.5rem]" aria-hidden="true" />;
    if (!isPainted) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <LazyCaptchaWidget ref={ref} {...props} />
      </Suspense>
    );
  },
);
