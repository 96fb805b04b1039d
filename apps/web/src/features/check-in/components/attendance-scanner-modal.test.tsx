/** @vitest-environment happy-dom */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../test/render';
import { openAttendanceScanner } from '../open-attendance-scanner';
import { AttendanceScannerModal } from './attendance-scanner-modal';

describe('attendance scanner modal states', () => {
  it("idle renders nothing; opening shows 'Scan QR Code'; a browser without a camera shows the Camera Error box with Retry; Close returns to idle", async () => {
    const person = userEvent.setup();
    render(<AttendanceScannerModal />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openAttendanceScanner());
    const dialog = await screen.findByRole('dialog', { name: 'Scan QR Code' });
    expect(dialog).toBeTruthy();
    expect(screen.getByText('Point your camera at the QR code to scan')).toBeTruthy();
    // happy-dom has no navigator.mediaDevices: the description's text, in the Camera Error box.
    expect(await screen.findByText('Camera not supported in this browser')).toBeTruthy();
    expect(screen.getByText('Camera Error')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('Scanning')).toBeNull();
    await person.click(screen.getByRole('button', { name: 'Close scanner' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
