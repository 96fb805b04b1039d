/** @vitest-environment happy-dom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { VerifiedCertificate } from '@podium/contracts/certificates/certificate';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { CertificateVerification } from './certificate-verification';

const CODE = 'PdCzWqVkbbPmgDYEMEe0tzsw';
const valid: VerifiedCertificate = {
  code: CODE,
  kind: 'medal',
  place: 3,
  holderName: 'Priya Participant',
  eventName: 'Corporate Olympics 2026',
  eventStartsOn: '2026-11-26',
  eventEndsOn: '2026-12-27',
  sportName: 'Cricket',
  categoryName: "Men's Open",
  issuedAt: '2026-11-27T10:00:00.000Z',
  status: 'valid',
  withdrawnAt: null,
};

const renderPage = (code = CODE) =>
  renderWithQueries(
    <MemoryRouter>
      <CertificateVerification code={code} />
    </MemoryRouter>,
  );

/** The /verify page's states, against the API's answers (the browser test covers the real server). */
describe('certificate verification page', () => {
  it('names the holder and the medal of a valid certificate', async () => {
    apiServer.use(http.get(apiUrl(`/public/certificates/${CODE}`), () => HttpResponse.json({ success: true, message: 'OK', data: valid })));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Valid certificate' })).toBeTruthy();
    expect(screen.getByText('Bronze medal (3rd place)')).toBeTruthy();
    expect(screen.getByText("Cricket · Men's Open")).toBeTruthy();
  });

  it('says unknown for a 404, and for a code of the wrong shape without asking the API', async () => {
    apiServer.use(
      http.get(apiUrl(`/public/certificates/${CODE}`), () =>
        HttpResponse.json(
          { success: false, message: 'We do not know this certificate code on this site.', error: 'NOT_FOUND' },
          { status: 404 },
        ),
      ),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Unknown certificate' })).toBeTruthy();
    // No handler answers this one: a request would fail the test (onUnhandledRequest: 'error').
    renderPage('short');
    expect((await screen.findAllByRole('heading', { name: 'Unknown certificate' })).length).toBe(2);
  });

  it('offers Try again when the check did not reach the site, and shows the answer once it does', async () => {
    let isOnline = false;
    apiServer.use(
      http.get(apiUrl(`/public/certificates/${CODE}`), () =>
        isOnline ? HttpResponse.json({ success: true, message: 'OK', data: valid }) : HttpResponse.error(),
      ),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Could not check this certificate' }, { timeout: 10_000 })).toBeTruthy();
    isOnline = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Valid certificate' })).toBeTruthy();
  });
});
