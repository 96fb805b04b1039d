import { useSyncExternalStore } from 'react';
import type { City } from '@podium/contracts/tenant/tenant-config';
import { useTenantConfig } from './get-tenant-config';
import { LOCATION_CHANGE_EVENT, readStoredCityChoice, resolveSelectedCity, type StoredCityChoice } from './selected-city';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(LOCATION_CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(LOCATION_CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

// A string snapshot, so React sees a stable value between renders.
function readSnapshot(): string {
  return JSON.stringify(readStoredCityChoice());
}

/** The city in force for this tenant (cookie choice, else the default city); undefined when none. */
export function useSelectedCity(): City | undefined {
  const { data: tenant } = useTenantConfig();
  const snapshot = useSyncExternalStore(subscribe, readSnapshot, () => '{}');
  if (!tenant) return undefined;
  return resolveSelectedCity(JSON.parse(snapshot) as StoredCityChoice, tenant.cities, tenant.defaultCity);
}
