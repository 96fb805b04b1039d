import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Check, LoaderCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { solveAltchaChallenge } from '../captcha/solve-altcha';
import type { CaptchaCallbacks, CaptchaHandle } from '../captcha/captcha-handle';

/**
 * A solution is asked for again before its challenge expires (the server's
 * ALTCHA_CHALLENGE_TTL_SECONDS, 10 minutes), so a page left open still sends its code at once.
 */
const RENEW_AFTER_MS = 9 * 60_000;

type SolveState = 'solving' | 'verified' | 'failed';

/**
 * The self-hosted ALTCHA captcha (no third-party script): it fetches a challenge from
 * /api/captcha/challenge and solves it as soon as the form shows, in web workers, so the proof of
 * work is done while the number is typed. Issue 34: this replaces ALTCHA's own widget (a 31 KiB
 * Svelte element) with a status line over altcha-lib's solver; the token is the same payload.
 */
export const AltchaCaptcha = forwardRef<CaptchaHandle, CaptchaCallbacks>(function AltchaCaptcha({ onSolved, onExpired }, ref) {
  const [state, setState] = useState<SolveState>('solving');
  const callbacks = useRef({ onSolved, onExpired });
  callbacks.current = { onSolved, onExpired };
  const current = useRef<AbortController>(undefined);

  const solve = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    callbacks.current.onExpired();
    setState('solving');
    let renewTimer: ReturnType<typeof setTimeout> | undefined;
    controller.signal.addEventListener('abort', () => clearTimeout(renewTimer), { once: true });
    solveAltchaChallenge(controller.signal).then(
      (token) => {
        if (token === null || controller.signal.aborted) return;
        setState('verified');
        callbacks.current.onSolved(token);
        renewTimer = setTimeout(solve, RENEW_AFTER_MS);
      },
      () => {
        if (controller.signal.aborted) return;
        setState('failed');
      },
    );
  }, []);

  useEffect(() => {
    solve();
    return () => current.current?.abort();
  }, [solve]);

  useImperativeHandle(ref, () => ({ renew: solve }), [solve]);

  return (
    // The height the widget had is kept (no jump when it loads), and it spans the form like the inputs.
    <div className="flex min-h-12 items-center gap-3 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm" data-testid="captcha">
      {state === 'failed' ? (
        <>
          <p role="alert" className="flex-1 text-red-700">
            The check that you are not a robot failed.
          </p>
          <Button variant="secondary" size="sm" onClick={solve}>
            Try again
          </Button>
        </>
      ) : (
        <p role="status" className="flex items-center gap-2 text-slate-700">
          {state === 'verified' ? (
            <Check aria-hidden="true" className="size-5 text-green-700" />
          ) : (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-slate-500" />
          )}
          {state === 'verified' ? 'Verified: you are not a robot' : 'Checking that you are not a robot…'}
        </p>
      )}
    </div>
  );
});
