/** @vitest-environment happy-dom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { MfaEnabledPanel } from './mfa-enabled-panel';

/** Answers POST /mfa/disable with `answer`; the refreshes after it with MFA still on. */
function answerDisable(answer: () => Response) {
  const sent: unknown[] = [];
  apiServer.use(
    http.post(apiUrl('/mfa/disable'), async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
    http.get(apiUrl('/mfa/status'), () => HttpResponse.json({ success: true, message: 'OK', isMfaEnabled: true })),
    http.get(apiUrl('/mfa/security-events'), () => HttpResponse.json({ success: true, message: 'OK', data: [] })),
  );
  return sent;
}

async function askToTurnOff(code: string) {
  const person = userEvent.setup();
  renderWithQueries(<MfaEnabledPanel siteTitle="Podium" recoveryCodesRemaining={8} />);
  await person.click(screen.getByRole('button', { name: 'Turn off' }));
  expect(screen.getByText('Turn off two-factor authentication?')).toBeTruthy();
  if (code) await person.type(screen.getByLabelText('Current code from your app'), code);
  await person.click(screen.getByRole('button', { name: 'Turn off two-factor authentication' }));
  return person;
}

describe("'MFA enabled' with disable confirmation (spec sections 2 and 4)", () => {
  it('needs the current code before anything is sent', async () => {
    const sent = answerDisable(() => HttpResponse.json({ success: true, message: 'Off', isMfaEnabled: false }));
    await askToTurnOff('');
    expect(screen.getByText('Please enter your current TOTP code to disable MFA.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the code and goes back to the panel', async () => {
    const sent = answerDisable(() => HttpResponse.json({ success: true, message: 'Off', isMfaEnabled: false }));
    await askToTurnOff('123456');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy());
    expect(sent).toEqual([{ totpCode: '123456' }]);
  });

  it("a 401 reads 'Authentication failed. Please try logging out and logging back in.'", async () => {
    answerDisable(() => HttpResponse.json({ success: false, error: 'UNAUTHENTICATED', message: 'Session expired.' }, { status: 401 }));
    await askToTurnOff('123456');
    expect(await screen.findByText('Authentication failed. Please try logging out and logging back in.')).toBeTruthy();
  });

  it("a wrong code reads the server's text; Cancel goes back", async () => {
    answerDisable(() =>
      HttpResponse.json({ success: false, error: 'MFA_INVALID_CODE', message: 'Invalid MFA code. Please try again.' }, { status: 400 }),
    );
    const person = await askToTurnOff('000000');
    expect(await screen.findByText('Invalid MFA code. Please try again.')).toBeTruthy();
    await person.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });
});
