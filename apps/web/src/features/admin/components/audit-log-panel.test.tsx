/** @vitest-environment happy-dom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { AuditLogEntry } from '@podium/contracts/admin/audit-log';
import { apiServer, apiUrl } from '../../../test/api-server';
import { renderWithQueries } from '../../../test/render';
import { AuditLogPanel } from './audit-log-panel';

const entry = (id: number): AuditLogEntry => ({
  id,
  at: '2026-11-27T10:00:00.000Z',
  actor: null,
  action: 'event.published',
  entity: 'event',
  entityId: String(id),
  entityName: `Event number ${id}`,
  before: null,
  after: null,
});

it(
  'shows older entries a page at a time, asking for those before the last one shown, until there are none',
  { timeout: 30_000 },
  async () => {
    const asked: Array<string | null> = [];
    apiServer.use(
      http.get(apiUrl('/admin/audit-log'), ({ request }) => {
        const beforeId = new URL(request.url).searchParams.get('beforeId');
        asked.push(beforeId);
        // 230 entries in all, ids 230 down to 1, 100 to a page.
        const top = beforeId ? Number(beforeId) - 1 : 230;
        const ids = Array.from({ length: Math.min(100, top) }, (_, index) => top - index);
        return HttpResponse.json({ success: true, message: 'OK', data: ids.map(entry) });
      }),
    );
    renderWithQueries(<AuditLogPanel />);
    expect(await screen.findByText(/· Event number 230$/)).toBeTruthy();
    expect(screen.queryByText(/· Event number 130$/)).toBeNull();
    await userEvent.click(screen.getByText('Show older'));
    expect(await screen.findByText(/· Event number 130$/)).toBeTruthy();
    await userEvent.click(await screen.findByText('Show older'));
    expect(await screen.findByText(/· Event number 1$/)).toBeTruthy();
    expect(screen.queryByText('Show older')).toBeNull();
    expect(asked).toEqual([null, '131', '31']);
    // getAllByRole over 230 rows is slow in happy-dom; the list items are the same thing.
    expect(document.querySelectorAll('li')).toHaveLength(230);
  },
);

it('says so when nothing has been recorded', async () => {
  apiServer.use(http.get(apiUrl('/admin/audit-log'), () => HttpResponse.json({ success: true, message: 'OK', data: [] })));
  renderWithQueries(<AuditLogPanel />);
  expect(await screen.findByText('Nothing recorded yet.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
});
