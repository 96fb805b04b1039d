/** @vitest-environment happy-dom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../test/render';
import { useDisclosurePopover, usePopoverMenu } from './popover';

function AccountMenu({ openOnHover }: { openOnHover?: boolean }) {
  const menu = usePopoverMenu({ openOnHover });
  return (
    <div>
      <div {...menu.rootProps}>
        <button {...menu.buttonProps}>Account</button>
        {menu.isOpen && (
          <ul {...menu.menuProps}>
            {['Profile', 'Security', 'Logout'].map((label) => (
              <li key={label} role="none">
                <button role="menuitem" {...menu.itemProps} type="button" onClick={() => menu.close()}>
                  {label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p>Outside</p>
    </div>
  );
}

function SportsPanel() {
  const popover = useDisclosurePopover();
  return (
    <div>
      <div {...popover.rootProps}>
        <button {...popover.buttonProps}>Sports</button>
        {popover.isOpen && (
          <div {...popover.panelProps}>
            <a href="/fixtures">Fixtures</a>
          </div>
        )}
      </div>
      <p>Outside</p>
    </div>
  );
}

describe('usePopoverMenu (menu button pattern)', () => {
  it('opens from the keyboard into its first item, moves with the arrows and closes on Escape back to the button', async () => {
    render(<AccountMenu />);
    const button = screen.getByRole('button', { name: 'Account' });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Security' }));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Logout' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when a press lands outside', async () => {
    render(<AccountMenu />);
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on mouse hover unless told not to', async () => {
    const { unmount } = render(<AccountMenu />);
    await userEvent.hover(screen.getByRole('button', { name: 'Account' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    unmount();
    render(<AccountMenu openOnHover={false} />);
    await userEvent.hover(screen.getByRole('button', { name: 'Account' }));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('useDisclosurePopover', () => {
  it('toggles its panel, says so, and closes on Escape (focus back on the button) or a press outside', async () => {
    render(<SportsPanel />);
    const button = screen.getByRole('button', { name: 'Sports' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toBe(
      screen.getByRole('link', { name: 'Fixtures' }).parentElement,
    );
    screen.getByRole('link', { name: 'Fixtures' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Fixtures' })).toBeNull();
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('link', { name: 'Fixtures' })).toBeNull();
    await userEvent.click(button);
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
