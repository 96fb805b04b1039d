/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeRequestsNotice } from '@podium/contracts/auth/sign-in-messages';
import { toast, Toaster } from '../../../components/ui/toaster';
import { apiServer, apiUrl } from '../../../test/api-server';
import '../../../test/render';
import { LoginFlow } from './login-flow';

const user = {
  id: 9,
  name: 'Sam',
  email: 'sam@example.com',
  phone: '9876543210',
  gender: 'male',
  role: 'member',
  profileUrl: null,
  companyId: null,
  companyName: null,
  mfaEnabled: false,
  emailVerified: true,
};

function answerSignIn(verify: () => Response) {
  apiServer.use(
    http.post(apiUrl('/customer/generateOtp'), () =>
      HttpResponse.json({
        success: true,
        message: 'OTP sent',
        data: { phone: '9876543210', expiresInSeconds: 300, resendAfterSeconds: 60 },
      }),
    ),
    http.post(apiUrl('/customer/verifyOtp'), verify),
  );
}

async function signIn(showSecurityLink: boolean) {
  const onSignedIn = vi.fn();
  render(
    <MemoryRouter>
      <LoginFlow captcha={{ provider: 'none' }} onSignedIn={onSignedIn} onMfaRequired={() => {}} showSecurityLink={showSecurityLink} />
      <Toaster />
    </MemoryRouter>,
  );
  const person = userEvent.setup();
  await person.type(screen.getByLabelText('Mobile number'), '9876543210');
  await person.click(screen.getByRole('button', { name: 'Send OTP' }));
  await person.type(await screen.findByLabelText('Digit 1 of 6'), '123456');
  await person.click(screen.getByRole('button', { name: 'Verify OTP' }));
  return { onSignedIn };
}

describe('sign-in flow: OTP boxes to the success screen', () => {
  // Toasts outlive a test's render: the next test must not see this one's.
  afterEach(() => void toast.dismiss());

  it('a wrong code empties the boxes and says Incorrect OTP', async () => {
    answerSignIn(() => HttpResponse.json({ success: false, error: 'OTP_INCORRECT', message: 'Incorrect OTP' }, { status: 400 }));
    await signIn(true);
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect OTP');
    expect((screen.getByLabelText('Digit 1 of 6') as HTMLInputElement).value).toBe('');
  });

  it('the success screen links to /security for two-factor authentication', async () => {
    answerSignIn(() => HttpResponse.json({ success: true, message: 'OK', token: 'tok', user, data: { token: 'tok', user } }));
    const { onSignedIn } = await signIn(true);
    expect(await screen.findByText('Login successful! Redirecting...')).toBeTruthy();
    expect(onSignedIn).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Security page' }).getAttribute('href')).toBe('/security');
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('no link where the Security page is off', async () => {
    answerSignIn(() => HttpResponse.json({ success: true, message: 'OK', token: 'tok', user, data: { token: 'tok', user } }));
    await signIn(false);
    expect(await screen.findByText('Login successful! Redirecting...')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Security page' })).toBeNull();
  });

  it('tells the person, quietly, when others asked for codes to their number since the last sign-in (issue 28)', async () => {
    answerSignIn(() =>
      HttpResponse.json({ success: true, message: 'OK', token: 'tok', user, data: { token: 'tok', user }, codeRequestsSinceLastSignIn: 3 }),
    );
    await signIn(true);
    expect(await screen.findByText(codeRequestsNotice(3))).toBeTruthy();
    expect(codeRequestsNotice(3)).toContain('3 sign-in codes were requested for your number');
  });

  it('says nothing of code requests when there were none', async () => {
    answerSignIn(() =>
      HttpResponse.json({ success: true, message: 'OK', token: 'tok', user, data: { token: 'tok', user }, codeRequestsSinceLastSignIn: 0 }),
    );
    await signIn(true);
    expect(await screen.findByText('Login successful! Redirecting...')).toBeTruthy();
    expect(screen.queryByText(/sign-in codes? (was|were) requested/)).toBeNull();
  });
});
