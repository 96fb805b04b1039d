/** @vitest-environment happy-dom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { MfaSetupPrompt } from './mfa-setup-prompt';

const user = {
  id: 9,
  name: 'Olivia Operator',
  email: 'operator@podium.example',
  phone: '9000000009',
  gender: 'female',
  role: 'member',
  profileUrl: null,
  companyId: null,
  companyName: null,
  mfaEnabled: true,
  emailVerified: true,
};

describe('the two-factor setup asked for after sign-in', () => {
  // Found by the operator journey (e2e/platform-console.spec.ts): turning MFA on refreshes the
  // status to "on", which read as "nothing due" and moved the page on, taking the recovery codes away.
  it('keeps the new recovery codes on screen until the person says they saved them', async () => {
    let isEnabled = false;
    let statusReads = 0;
    apiServer.use(
      // The site's name is only the heading's: without it the prompt says 'Podium'.
      http.get(apiUrl('/tenant-config'), () => HttpResponse.json({}, { status: 404 })),
      http.get(apiUrl('/mfa/status'), () => {
        statusReads += 1;
        return HttpResponse.json({
          success: true,
          message: 'OK',
          isMfaEnabled: isEnabled,
          isSetupRequired: true,
          isSetupDue: !isEnabled,
          canSkipSetup: false,
          reminderAt: null,
          recoveryCodesRemaining: isEnabled ? 2 : 0,
        });
      }),
      http.post(apiUrl('/mfa/initiate-setup'), () =>
        HttpResponse.json({
          success: true,
          message: 'Scan the code',
          otpauthUrl: 'otpauth://totp/Podium:9000000009?secret=JBSWY3DPEHPK3PXP&issuer=Podium',
          secret: 'JBSWY3DPEHPK3PXP',
          recoveryCodes: [],
          qrCodeDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
        }),
      ),
      http.post(apiUrl('/mfa/verify-setup'), () => {
        isEnabled = true;
        return HttpResponse.json({
          success: true,
          message: 'On',
          recoveryCodes: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'],
          token: 'renewed',
          user,
        });
      }),
    );
    const onDone = vi.fn();
    const person = userEvent.setup();
    renderWithQueries(<MfaSetupPrompt onDone={onDone} />);
    await person.click(await screen.findByRole('button', { name: 'Set up two-factor authentication' }));
    await person.type(await screen.findByLabelText('Code from your app'), '123456');
    await person.click(screen.getByRole('button', { name: 'Verify and turn on' }));

    const codes = () => screen.queryByRole('list', { name: 'Recovery codes' })?.querySelectorAll('li').length ?? 0;
    await waitFor(() => expect(codes()).toBe(2));
    // The status is read again after setup (on, nothing due): the codes are still there after it.
    await waitFor(() => expect(statusReads).toBeGreaterThan(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(codes()).toBe(2);
    expect(onDone).not.toHaveBeenCalled();

    await person.click(screen.getByRole('button', { name: 'I saved my recovery codes' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  }, 20_000);
});
