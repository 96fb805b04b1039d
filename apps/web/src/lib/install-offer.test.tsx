/** @vitest-environment happy-dom */
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../test/render';
import { createInstallOffer, useInstallOffer, type InstallPromptEvent } from './install-offer';

/** A synthetic `beforeinstallprompt`, as Chromium fires it, whose prompt() records its calls. */
function installPromptEvent(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent & { prompts: number };
  event.prompts = 0;
  event.prompt = async () => {
    event.prompts += 1;
  };
  event.userChoice = Promise.resolve({ outcome });
  return event;
}

/** The page as the offer sees it, optionally running installed (display-mode: standalone). */
function page(standalone = false): Window {
  const target = new EventTarget() as EventTarget & Partial<Window>;
  Object.assign(target, {
    localStorage: window.localStorage,
    navigator: window.navigator,
    matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }),
  });
  return target as Window;
}

describe('the "Install app" offer (issue 30)', () => {
  it('keeps the browser prompt (no mini-infobar) but offers nothing before a first check-in', () => {
    const target = page();
    const offer = createInstallOffer(target);
    offer.capture();
    const event = installPromptEvent();
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(offer.canOffer()).toBe(false);
    offer.rememberCheckIn();
    expect(offer.canOffer()).toBe(true);
    expect(localStorage.getItem('checkedInOnce')).toBe('true');
  });

  it('keeps offering on a later load once a check-in was remembered', () => {
    localStorage.setItem('checkedInOnce', 'true');
    const target = page();
    const offer = createInstallOffer(target);
    offer.capture();
    expect(offer.canOffer()).toBe(false); // no prompt yet: iOS Safari, Firefox, or not yet fired
    target.dispatchEvent(installPromptEvent());
    expect(offer.canOffer()).toBe(true);
  });

  it('choosing it calls prompt() once, then hides the item until the browser offers again', async () => {
    localStorage.setItem('checkedInOnce', 'true');
    const target = page();
    const offer = createInstallOffer(target);
    offer.capture();
    const event = installPromptEvent('dismissed');
    target.dispatchEvent(event);
    await offer.install();
    expect(event.prompts).toBe(1);
    expect(offer.canOffer()).toBe(false);
    await offer.install();
    expect(event.prompts).toBe(1);
    target.dispatchEvent(installPromptEvent());
    expect(offer.canOffer()).toBe(true);
  });

  it('offers nothing once installed: accepted, appinstalled, or running standalone', async () => {
    localStorage.setItem('checkedInOnce', 'true');
    const target = page();
    const offer = createInstallOffer(target);
    offer.capture();
    target.dispatchEvent(installPromptEvent('accepted'));
    await offer.install();
    target.dispatchEvent(installPromptEvent());
    expect(offer.canOffer()).toBe(false);

    const other = page();
    const second = createInstallOffer(other);
    second.capture();
    other.dispatchEvent(installPromptEvent());
    other.dispatchEvent(new Event('appinstalled'));
    expect(second.canOffer()).toBe(false);

    const installed = page(true);
    const third = createInstallOffer(installed);
    third.capture();
    installed.dispatchEvent(installPromptEvent());
    expect(third.canOffer()).toBe(false);
  });

  it('the hook re-renders when the prompt arrives and after the check-in', () => {
    const target = page();
    const offer = createInstallOffer(target);
    offer.capture();
    const { result } = renderHook(() => useInstallOffer(offer));
    expect(result.current.canOffer).toBe(false);
    act(() => void target.dispatchEvent(installPromptEvent()));
    expect(result.current.canOffer).toBe(false);
    act(() => offer.rememberCheckIn());
    expect(result.current.canOffer).toBe(true);
  });
});
