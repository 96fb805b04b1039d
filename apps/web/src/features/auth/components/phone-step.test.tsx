/** @vitest-environment happy-dom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiServer, apiUrl } from '../../../test/api-server';
import '../../../test/render';
import { PhoneStep } from './phone-step';

/** Sends a code for a valid number (captcha off, as in automated checks) and answers with `answer`. */
async function sendWith(answer: () => Response) {
  apiServer.use(http.post(apiUrl('/customer/generateOtp'), answer));
  const onError = vi.fn();
  const onSent = vi.fn();
  render(<PhoneStep initialPhone="" captcha={{ provider: 'none' }} onSent={onSent} onError={onError} />);
  const person = userEvent.setup();
  await person.type(screen.getByLabelText('Mobile number'), '9876543210');
  await person.click(screen.getByRole('button', { name: 'Send OTP' }));
  await waitFor(() => expect(onError.mock.calls.length + onSent.mock.calls.length).toBe(1));
  return { error: onError.mock.calls[0]?.[0] as string | undefined, onSent };
}

const refusal = (status: number, error: string, message: string) => () => HttpResponse.json({ success: false, error, message }, { status });

describe('OTP send errors (spec section 8), through the one error map', () => {
  it("a success: false answer: 'Please contact support'", async () => {
    expect((await sendWith(() => HttpResponse.json({ success: false, message: 'Blocked' }))).error).toBe('Please contact support');
  });

  it("a failure on our side (5xx): 'Failed to send OTP'", async () => {
    expect((await sendWith(refusal(500, 'INTERNAL', 'An unexpected error occurred'))).error).toBe('Failed to send OTP');
  });

  it("USER_NOT_REGISTERED reads the description's text", async () => {
    expect((await sendWith(refusal(403, 'USER_NOT_REGISTERED', 'whatever'))).error).toBe(
      'Access restricted to registered users only. Please contact your administrator to request access.',
    );
  });

  it("429 reads the description's text and when to try again", async () => {
    const limited = () =>
      HttpResponse.json({ success: false, error: 'RATE_LIMITED', message: 'x', retryAfterSeconds: 30 }, { status: 429 });
    expect((await sendWith(limited)).error).toBe('Too many attempts. Please try again later. You can try again in 30 seconds.');
  });

  it('a refused captcha keeps the server text (the person can solve it again)', async () => {
    expect((await sendWith(refusal(400, 'CAPTCHA_FAILED', 'CAPTCHA verification failed. Please try again.'))).error).toBe(
      'CAPTCHA verification failed. Please try again.',
    );
  });

  it("anything else: 'An error occurred. Please try again.'", async () => {
    expect((await sendWith(refusal(405, 'METHOD_NOT_ALLOWED', 'Method not allowed'))).error).toBe('An error occurred. Please try again.');
  });

  it('a sent code moves on', async () => {
    const sent = await sendWith(() =>
      HttpResponse.json({
        success: true,
        message: 'OTP sent',
        data: { phone: '9876543210', expiresInSeconds: 300, resendAfterSeconds: 60 },
      }),
    );
    expect(sent.error).toBeUndefined();
    expect(sent.onSent).toHaveBeenCalledWith('9876543210');
  });
});

describe('a site that admits only registered people (issue 30)', () => {
  it('states the rule where the number is typed, before anything is sent', () => {
    render(<PhoneStep initialPhone="" captcha={{ provider: 'none' }} onSent={() => {}} onError={() => {}} isRestricted />);
    const rule = document.getElementById('login-phone-rule');
    expect(rule?.textContent).toBe(
      'Access restricted to registered users only. Please contact your administrator to request access. If your number is registered, your code is on its way when you press Send OTP.',
    );
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-describedby')).toBe('login-phone-rule');
  });

  it('says nothing of it on an open site', () => {
    render(<PhoneStep initialPhone="" captcha={{ provider: 'none' }} onSent={() => {}} onError={() => {}} />);
    expect(document.getElementById('login-phone-rule')).toBeNull();
  });
});
