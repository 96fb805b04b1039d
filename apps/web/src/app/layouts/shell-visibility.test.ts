import { describe, expect, it } from 'vitest';
import { isShellHidden, SHELL_HIDDEN_PATHS } from './shell-visibility';

describe('isShellHidden', () => {
  it('hides the header and shell on exactly the five paths of spec section 2, and the locked kiosk', () => {
    expect([...SHELL_HIDDEN_PATHS].sort()).toEqual([
      '/404',
      '/_error',
      '/cancellation-refund',
      '/kiosk',
      '/privacy-policy',
      '/terms-conditions',
    ]);
    for (const path of SHELL_HIDDEN_PATHS) expect(isShellHidden(path), path).toBe(true);
  });

  it('ignores a trailing slash and letter case', () => {
    expect(isShellHidden('/privacy-policy/')).toBe(true);
    expect(isShellHidden('/Terms-Conditions')).toBe(true);
  });

  it('shows the shell everywhere else', () => {
    for (const path of [
      '/',
      '/about',
      '/Contact',
      '/Login',
      '/404-club',
      '/events/404',
      '/under-maintenance',
      '/corporate-olympics-2026',
    ]) {
      expect(isShellHidden(path), path).toBe(false);
    }
  });
});
