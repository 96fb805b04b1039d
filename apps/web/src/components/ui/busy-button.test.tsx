/** @vitest-environment happy-dom */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../test/render';
import { BusyButton } from './busy-button';

/** A promise the test settles when it wants. */
function pending() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => undefined, reject: () => undefined };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('BusyButton, for slow actions such as poster PDFs (issue 17)', () => {
  it('is disabled, aria-busy and says so while the action runs, then comes back; its name is its visible text', async () => {
    const action = pending();
    render(
      <BusyButton busyText="Preparing poster..." onAction={() => action.promise} onError={vi.fn()}>
        Poster for Main Hall
      </BusyButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Poster for Main Hall' }));
    const busy = screen.getByRole('button', { name: 'Preparing poster...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    action.resolve();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Poster for Main Hall' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('hands a failure to onError and is usable again', async () => {
    const action = pending();
    const onError = vi.fn();
    render(
      <BusyButton busyText="Preparing poster..." onAction={() => action.promise} onError={onError}>
        Entry poster (PDF)
      </BusyButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Entry poster (PDF)' }));
    action.reject(new Error('no'));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(new Error('no')));
    expect((screen.getByRole('button', { name: 'Entry poster (PDF)' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
