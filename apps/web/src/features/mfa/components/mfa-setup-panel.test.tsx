/** @vitest-environment happy-dom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { MfaSetupPanel } from './mfa-setup-panel';

const setup = {
  success: true,
  message: 'Scan the code',
  otpauthUrl: 'otpauth://totp/Podium:9000000001?secret=JBSWY3DPEHPK3PXP&issuer=Podium',
  secret: 'JBSWY3DPEHPK3PXP',
  recoveryCodes: [],
  qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
};
const user = {
  id: 5,
  name: 'Mira',
  email: 'mira@example.com',
  phone: '9000000001',
  gender: 'female',
  role: 'member',
  profileUrl: null,
  companyId: null,
  companyName: null,
  mfaEnabled: true,
  emailVerified: true,
};

function answerSetup(verify: () => Response) {
  const sent: unknown[] = [];
  apiServer.use(
    http.post(apiUrl('/mfa/initiate-setup'), () => HttpResponse.json(setup)),
    http.post(apiUrl('/mfa/verify-setup'), async ({ request }) => {
      sent.push(await request.json());
      return verify();
    }),
    http.get(apiUrl('/mfa/status'), () => HttpResponse.json({ success: true, message: 'OK', isMfaEnabled: false })),
    http.get(apiUrl('/mfa/security-events'), () => HttpResponse.json({ success: true, message: 'OK', data: [] })),
  );
  return sent;
}

describe('MFA setup (spec section 4: initiate, verify code, recovery codes, enabled)', () => {
  it('shows the QR and the secret, refuses a short code locally, then turns MFA on and keeps the new token', async () => {
    const sent = answerSetup(() =>
      HttpResponse.json({ success: true, message: 'On', recoveryCodes: ['aaaa-bbbb', 'cccc-dddd'], token: 'renewed', user }),
    );
    const onEnabled = vi.fn();
    const person = userEvent.setup();
    renderWithQueries(<MfaSetupPanel onEnabled={onEnabled} />);
    expect(screen.queryByRole('button', { name: 'Skip for now' })).toBeNull();
    await person.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    expect((await screen.findByRole('img', { name: /QR code/ })).getAttribute('src')).toBe(setup.qrCodeDataUrl);
    expect(screen.getByTestId('mfa-secret').textContent).toBe('JBSWY3DPEHPK3PXP');

    await person.type(screen.getByLabelText('Code from your app'), '123');
    await person.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(screen.getByText('Please enter a valid 6-digit TOTP code.')).toBeTruthy();
    expect(sent).toEqual([]);

    await person.type(screen.getByLabelText('Code from your app'), '456');
    await person.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    await waitFor(() => expect(onEnabled).toHaveBeenCalledWith(['aaaa-bbbb', 'cccc-dddd']));
    expect(sent).toEqual([{ totpCode: '123456' }]);
    expect(localStorage.getItem('token')).toBe('renewed');
  });

  it("a refused code shows the server's text (it names what to do); a network failure the description's text", async () => {
    let failure: () => Response = () =>
      HttpResponse.json({ success: false, error: 'MFA_INVALID_CODE', message: 'Please enter a valid 6-digit TOTP code.' }, { status: 400 });
    answerSetup(() => failure());
    const person = userEvent.setup();
    renderWithQueries(<MfaSetupPanel onEnabled={() => {}} onSkip={() => {}} />);
    expect(screen.getByRole('button', { name: 'Skip for now' })).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    await person.type(await screen.findByLabelText('Code from your app'), '000000');
    await person.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText('Please enter a valid 6-digit TOTP code.')).toBeTruthy();

    failure = () => HttpResponse.error();
    await person.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(await screen.findByText('Network error - please check your connection')).toBeTruthy();
  });

  it('a setup that cannot start says so', async () => {
    apiServer.use(
      http.post(apiUrl('/mfa/initiate-setup'), () =>
        HttpResponse.json({ success: false, error: 'INTERNAL', message: 'x' }, { status: 500 }),
      ),
    );
    const person = userEvent.setup();
    renderWithQueries(<MfaSetupPanel onEnabled={() => {}} />);
    await person.click(screen.getByRole('button', { name: 'Set up two-factor authentication' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not start two-factor setup. Please try again.');
  });
});
