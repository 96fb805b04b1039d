/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/render';
import { CameraChoice } from './camera-choice';

describe("the scanner's camera list", () => {
  it('starts on the back camera, names each camera (or numbers it) and reports a choice', async () => {
    const chosen = vi.fn();
    render(
      <CameraChoice
        cameras={[
          { deviceId: 'front-1', label: 'Front camera' },
          { deviceId: 'usb-2', label: '' },
        ]}
        deviceId=""
        onChange={chosen}
      />,
    );
    const list = screen.getByRole('combobox', { name: 'Camera' }) as HTMLSelectElement;
    expect([...list.options].map((option) => option.textContent)).toEqual(['Back camera', 'Front camera', 'Camera 2']);
    expect(list.value).toBe('');
    await userEvent.selectOptions(list, 'usb-2');
    expect(chosen).toHaveBeenCalledWith('usb-2');
  });
});
