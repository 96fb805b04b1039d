/** @vitest-environment happy-dom */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../test/render';
import { ApiError } from '../lib/http-client';
import { useSavedCopyTime, type ReadResult } from '../lib/offline/use-saved-copy';
import { formatSavedAt, OfflineSavedNotice } from './offline-saved-notice';

const NOW = new Date(2026, 10, 27, 15, 0);
const SAVED_AT = new Date(2026, 10, 27, 10, 42).getTime();

function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(isOnline);
  window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
}

/** A screen as pages use it: the line for the reads it shows. */
function Screen({ reads }: { reads: ReadResult[] }) {
  return <OfflineSavedNotice savedAtMs={useSavedCopyTime(...reads)} now={NOW} />;
}

afterEach(() => vi.restoreAllMocks());

describe('"Offline — showing what was saved at …" (issue 30)', () => {
  it('says the time of the saved copy, and the day when it was not saved today', () => {
    expect(formatSavedAt(SAVED_AT, NOW)).toBe('10:42 AM');
    expect(formatSavedAt(new Date(2026, 10, 26, 18, 5).getTime(), NOW)).toBe('Nov 26, 6:05 PM');
    render(<OfflineSavedNotice savedAtMs={SAVED_AT} now={NOW} />);
    expect(screen.getByRole('status').textContent).toBe('Offline — showing what was saved at 10:42 AM');
  });

  it('shows nothing while the screen is current', () => {
    const { container } = render(<OfflineSavedNotice savedAtMs={undefined} />);
    expect(container.textContent).toBe('');
  });

  it('appears when the browser goes offline over a saved answer, names the oldest one shown, and goes when the network is back', () => {
    setOnline(true);
    const older = SAVED_AT - 60 * 60_000;
    render(
      <Screen
        reads={[
          { data: ['registration'], dataUpdatedAt: SAVED_AT, error: null },
          { data: { coupons: [] }, dataUpdatedAt: older, error: null },
          { data: undefined, dataUpdatedAt: 0, error: null },
        ]}
      />,
    );
    expect(screen.queryByRole('status')).toBeNull();
    act(() => setOnline(false));
    expect(screen.getByRole('status').textContent).toBe('Offline — showing what was saved at 9:42 AM');
    act(() => setOnline(true));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('appears online too when the last try failed for want of network, but not for a server error', () => {
    setOnline(true);
    const { rerender } = render(
      <Screen reads={[{ data: ['saved'], dataUpdatedAt: SAVED_AT, error: new ApiError(0, undefined, undefined, undefined) }]} />,
    );
    expect(screen.getByRole('status').textContent).toContain('10:42 AM');
    rerender(<Screen reads={[{ data: ['saved'], dataUpdatedAt: SAVED_AT, error: new ApiError(500, 'INTERNAL', undefined, undefined) }]} />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('claims no saved copy for a read that has none', () => {
    setOnline(false);
    render(<Screen reads={[{ data: undefined, dataUpdatedAt: 0, error: new ApiError(0, undefined, undefined, undefined) }]} />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
