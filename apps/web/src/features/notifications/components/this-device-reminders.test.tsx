/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../test/render';
import { ThisDeviceReminders } from './this-device-reminders';

type Props = Parameters<typeof ThisDeviceReminders>[0];
const base: Props = {
  canSitePush: true,
  support: 'ask',
  endpoint: null,
  otherDevices: 0,
  isTurningOn: false,
  isTurningOff: false,
  onTurnOn: () => {},
  onTurnOff: () => {},
};

describe('reminders on this device', () => {
  it('says why there are none: the site sends no pushes, the browser cannot, or they are blocked', () => {
    const { rerender } = render(<ThisDeviceReminders {...base} canSitePush={false} />);
    expect(screen.getByText('This site does not send push notifications. Email still reaches you.')).toBeTruthy();
    rerender(<ThisDeviceReminders {...base} support="unsupported" />);
    expect(screen.getByText(/^This browser cannot show notifications\./)).toBeTruthy();
    rerender(<ThisDeviceReminders {...base} support="blocked" />);
    expect(screen.getByRole('alert').textContent).toMatch(/^Notifications are blocked for this site\./);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('turns reminders on with a tap, saying how many other devices get them', async () => {
    const turnOn = vi.fn();
    const { rerender } = render(<ThisDeviceReminders {...base} onTurnOn={turnOn} />);
    expect(screen.getByText('Get a notification on this device before each match.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remind me before my matches' }));
    expect(turnOn).toHaveBeenCalledOnce();
    rerender(<ThisDeviceReminders {...base} otherDevices={1} />);
    expect(screen.getByText('One other device gets your reminders.')).toBeTruthy();
    rerender(<ThisDeviceReminders {...base} otherDevices={3} isTurningOn />);
    expect(screen.getByText('3 other devices get your reminders.')).toBeTruthy();
    const busy = screen.getByRole('button', { name: 'Turning on…' }) as HTMLButtonElement;
    expect([busy.disabled, busy.getAttribute('aria-busy')]).toEqual([true, 'true']);
  });

  it('stops the reminders of a subscribed device', async () => {
    const turnOff = vi.fn();
    const { rerender } = render(<ThisDeviceReminders {...base} support="granted" endpoint="https://push.example/1" onTurnOff={turnOff} />);
    expect(screen.getByText('This device reminds you before your matches.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Stop reminders on this device' }));
    expect(turnOff).toHaveBeenCalledWith('https://push.example/1');
    rerender(<ThisDeviceReminders {...base} support="granted" endpoint="https://push.example/1" isTurningOff />);
    expect((screen.getByRole('button', { name: 'Stop reminders on this device' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
