/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/render';
import { LockKioskSection } from './lock-kiosk-section';

/** The section with its PIN kept in state, as the kiosk screen keeps it. */
function Harness({
  onStart,
  isLocking = false,
  lockError = null,
}: {
  onStart: () => void;
  isLocking?: boolean;
  lockError?: string | null;
}) {
  const [pin, setPin] = useState('');
  return <LockKioskSection pin={pin} onPinChange={setPin} isLocking={isLocking} lockError={lockError} onStart={onStart} />;
}
const pinBox = () => screen.getByLabelText('PIN to end it (optional, 4-8 digits)') as HTMLInputElement;
const startButton = () => screen.getByRole('button', { name: /Start kiosk|Starting…/ }) as HTMLButtonElement;

describe('locking a device as a kiosk', () => {
  it('starts without a PIN, and waits for 4 digits once one is typed', async () => {
    const start = vi.fn();
    render(<Harness onStart={start} />);
    expect(screen.getByRole('region', { name: 'Lock this device as a kiosk' })).toBeTruthy();
    expect(pinBox().type).toBe('password');
    expect(startButton().disabled).toBe(false);
    await userEvent.type(pinBox(), '12');
    expect(startButton().disabled).toBe(true);
    await userEvent.type(pinBox(), '34');
    await userEvent.click(startButton());
    expect(start).toHaveBeenCalledOnce();
  });

  it('keeps digits only, at most 8', async () => {
    render(<Harness onStart={() => {}} />);
    await userEvent.type(pinBox(), '12a34-567890');
    expect(pinBox().value).toBe('12345678');
  });

  it('is busy while starting, and says why it could not start', () => {
    const { rerender } = render(<Harness onStart={() => {}} isLocking />);
    expect(startButton().textContent).toBe('Starting…');
    expect(startButton().disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Harness onStart={() => {}} lockError="Only event staff and admins can open the kiosk." />);
    expect(screen.getByRole('alert').textContent).toBe('Only event staff and admins can open the kiosk.');
  });
});
