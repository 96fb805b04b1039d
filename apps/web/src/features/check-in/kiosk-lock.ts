import type { KioskSession } from '@podium/contracts/check-in/kiosk';

/** The device's kiosk lock: its token and what it shows. No PIN is kept here (the server checks it). */
export type KioskLock = Omit<KioskSession, 'kioskToken'> & { kioskToken: string };

const KIOSK_LOCK_KEY = 'kioskLock';

export function readKioskLock(): KioskLock | undefined {
  try {
    const lock = JSON.parse(localStorage.getItem(KIOSK_LOCK_KEY) ?? 'null') as KioskLock | null;
    if (!lock || typeof lock.kioskToken !== 'string' || new Date(lock.expiresAt).getTime() <= Date.now()) return undefined;
    return lock;
  } catch {
    return undefined;
  }
}

export function storeKioskLock(lock: KioskLock): void {
  localStorage.setItem(KIOSK_LOCK_KEY, JSON.stringify(lock));
}

export function clearKioskLock(): void {
  localStorage.removeItem(KIOSK_LOCK_KEY);
}
