/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/render';
import { CameraErrorBox } from './camera-error-box';

describe("the scanner's Camera Error box", () => {
  it('says why the camera failed and retries it', async () => {
    const retry = vi.fn();
    render(<CameraErrorBox message="Camera permission was denied." onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('Camera ErrorCamera permission was denied.');
    expect(screen.queryByRole('button', { name: 'Scan a photo instead' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers a photo instead when the scanner takes image files', async () => {
    const scanPhoto = vi.fn();
    const retry = vi.fn();
    render(<CameraErrorBox message="No camera found." onRetry={retry} onScanPhoto={scanPhoto} />);
    await userEvent.click(screen.getByRole('button', { name: 'Scan a photo instead' }));
    expect(scanPhoto).toHaveBeenCalledOnce();
    expect(retry).not.toHaveBeenCalled();
  });
});
