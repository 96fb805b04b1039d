/** localStorage key of the visitor's answer to the consent banner. */
export const CONSENT_STORAGE_KEY = 'thirdPartyConsent';

export type ConsentChoice = 'accepted' | 'declined';

export function readConsent(): ConsentChoice | null {
  const stored = localStorage.getItem(CONSENT_STORAGE_KEY);
  return stored === 'accepted' || stored === 'declined' ? stored : null;
}

export function storeConsent(choice: ConsentChoice): void {
  localStorage.setItem(CONSENT_STORAGE_KEY, choice);
}
