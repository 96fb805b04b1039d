/** @vitest-environment happy-dom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MyCertificate } from '@podium/contracts/certificates/certificate';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { MyCertificates } from './my-certificates';

const bronze: MyCertificate = {
  code: 'PdCzWqVkbbPmgDYEMEe0tzsw',
  kind: 'medal',
  place: 3,
  holderName: 'Priya Participant',
  eventName: 'Corporate Olympics 2026',
  eventStartsOn: '2026-11-26',
  eventEndsOn: '2026-12-27',
  sportName: 'Cricket',
  categoryName: "Men's Open",
  issuedAt: '2026-11-27T10:00:00.000Z',
};

const renderSection = () =>
  renderWithQueries(
    <MemoryRouter>
      <MyCertificates enabled />
    </MemoryRouter>,
  );

describe('Certificates on My registrations', () => {
  it('lists each certificate with its medal and a download button', async () => {
    apiServer.use(http.get(apiUrl('/customer/certificates'), () => HttpResponse.json({ success: true, message: 'OK', data: [bronze] })));
    renderSection();
    expect(await screen.findByText('Bronze medal (3rd place)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download certificate' })).toBeTruthy();
  });

  it('says when certificates appear while there are none', async () => {
    apiServer.use(http.get(apiUrl('/customer/certificates'), () => HttpResponse.json({ success: true, message: 'OK', data: [] })));
    renderSection();
    expect(await screen.findByText(/A certificate appears here once the results of a category you played in are decided/)).toBeTruthy();
  });

  it('offers Try again when the list could not be loaded', async () => {
    let isUp = false;
    apiServer.use(
      http.get(apiUrl('/customer/certificates'), () =>
        isUp
          ? HttpResponse.json({ success: true, message: 'OK', data: [bronze] })
          : HttpResponse.json({ success: false, message: 'Busy', error: 'INTERNAL_ERROR' }, { status: 500 }),
      ),
    );
    renderSection();
    expect(await screen.findByText(/Your certificates could not be loaded/, undefined, { timeout: 10_000 })).toBeTruthy();
    isUp = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Bronze medal (3rd place)')).toBeTruthy();
  });
});
