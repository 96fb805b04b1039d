/** @vitest-environment happy-dom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeRequestsNotice } from '@podium/contracts/auth/sign-in-messages';
import { toast, Toaster } from '../../../components/ui/toaster';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
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

async function signIn(showSecurityLink: boolean, extra: Partial<Parameters<typeof LoginFlow>[0]> = {}) {
  const onSignedIn = vi.fn();
  renderWithQueries(
    <MemoryRouter>
      <LoginFlow
        captcha={{ provider: 'none' }}
        onSignedIn={onSignedIn}
        onMfaRequired={() => {}}
        showSecurityLink={showSecurityLink}
        {...extra}
      />
      <Toaster />
    </MemoryRouter>,
  );
  const person = userEvent.setup();
  await person.type(screen.getByLabelText('Mobile number'), '9876543210');
  await person.click(screen.getByRole('button', { name: 'Send OTP' }));
  // A complete code is sent by itself (issue 30): no press on 'Verify OTP'.
  await person.type(await screen.findByLabelText('Digit 1 of 6'), '123456');
  return { onSignedIn, person };
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

describe('issue 30: the code goes by itself, and the first sign-in says what is wrong where', () => {
  afterEach(() => void toast.dismiss());

  it('verifies a complete code once, without a press', async () => {
    let calls = 0;
    answerSignIn(() => {
      calls += 1;
      return HttpResponse.json({ success: true, message: 'OK', token: 'tok', user, data: { token: 'tok', user } });
    });
    const { onSignedIn } = await signIn(false);
    expect(await screen.findByText('Login successful! Redirecting...')).toBeTruthy();
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(calls).toBe(1);
  });

  it('promises no redirect while a two-factor setup follows on the page', async () => {
    answerSignIn(() => HttpResponse.json({ success: true, message: 'OK', token: 'tok', user, data: { token: 'tok', user } }));
    await signIn(false, { isRedirecting: false });
    expect(await screen.findByText('Login successful')).toBeTruthy();
    expect(screen.queryByText(/Redirecting/)).toBeNull();
  });

  it("outlines every missing field with its message at once, focuses the first, and says 'Create account'", async () => {
    let calls = 0;
    answerSignIn(() => {
      calls += 1;
      return HttpResponse.json({
        success: true,
        message: 'Details needed',
        isNameNotProvided: true,
        isEmailMissing: true,
        isCompanyNameNotProvided: true,
      });
    });
    const { person } = await signIn(false, { workEmailDomains: ['acme.com'] });
    const create = await screen.findByRole('button', { name: 'Create account' });
    expect(screen.getByText('Enter your work email (@acme.com): this site recognises your company by it.')).toBeTruthy();
    await person.click(create);
    const name = screen.getByLabelText('Full name');
    expect(document.activeElement).toBe(name);
    for (const [label, message] of [
      ['Full name', 'Please enter your name'],
      ['Email', 'Please enter a valid email address'],
      ['Gender', 'Please select your gender'],
      ['Company', 'Please enter your company name'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const errorId = field.getAttribute('aria-describedby')!.split(' ')[0]!;
      expect(document.getElementById(errorId)?.textContent).toBe(message);
    }
    expect(screen.getByText('Please accept the terms and privacy policy')).toBeTruthy();
    expect(screen.getByText('Fix the 5 fields marked above.')).toBeTruthy();
    expect(calls).toBe(1);
    // Fixing one takes its message away at once.
    await person.type(name, 'Sam Rao');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Fix the 4 fields marked above.')).toBeTruthy();
  });
});
