/** @vitest-environment happy-dom */
import { describe, expect, it } from 'vitest';
import { shouldReloadAfterAuthChange } from './session-sync';
import { markLeavingPage } from './leaving-page';

describe('the reload after an auth change (spec section 9)', () => {
  it('reloads a signed-in page, not /Login or /kiosk; and not a page already leaving after an account deletion', () => {
    expect(shouldReloadAfterAuthChange('/profile')).toBe(true);
    expect(shouldReloadAfterAuthChange('/Login')).toBe(false);
    expect(shouldReloadAfterAuthChange('/kiosk')).toBe(false);
    // A clean-clone run caught it: the reload beat the move to the deletion notice, which the person never saw.
    markLeavingPage();
    expect(shouldReloadAfterAuthChange('/profile')).toBe(false);
  });
});
