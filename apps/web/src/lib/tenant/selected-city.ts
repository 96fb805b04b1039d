import type { City } from '@podium/contracts/tenant/tenant-config';
import { readCookie, writeCookie } from '../cookies';
import { STORAGE_KEYS } from '../storage-keys';

/** Window events fired after a city is picked (spec section 4); `detail` is the chosen `City`. */
export const LOCATION_CHANGE_EVENT = 'locationChange';
export const LOCATION_UPDATE_EVENT = 'locationUpdate';

/** Cookies naming the chosen city: `city` holds the name, `cityId` the id. */
export const CITY_COOKIE = 'city';
export const CITY_ID_COOKIE = 'cityId';

/** The spec gives no lifetime for the city cookies; a year keeps the choice without asking again. */
export const CITY_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** What the cookies say was chosen, before matching it against the tenant's cities. */
export interface StoredCityChoice {
  id: number | undefined;
  name: string | undefined;
}

export function readStoredCityChoice(): StoredCityChoice {
  const id = Number(readCookie(CITY_ID_COOKIE));
  return { id: Number.isInteger(id) && id > 0 ? id : undefined, name: readCookie(CITY_COOKIE) };
}

/**
 * The city in force: the one the cookies name when the tenant has it, else the tenant's default
 * city ("with no cookie city the default city applies"), else none.
 */
export function resolveSelectedCity(choice: StoredCityChoice, cities: City[], defaultCity: City | null): City | undefined {
  const byId = choice.id === undefined ? undefined : cities.find((city) => city.id === choice.id);
  if (byId) return byId;
  const wantedName = choice.name?.trim().toLowerCase();
  const byName = wantedName ? cities.find((city) => city.name.toLowerCase() === wantedName) : undefined;
  return byName ?? defaultCity ?? undefined;
}

/**
 * Picks a city: sets the `city` and `cityId` cookies, stores `selectedCity` (the name) and
 * `cityId` in local storage, then emits `locationChange` and `locationUpdate` with the city.
 */
export function selectCity(city: City): void {
  writeCookie(CITY_COOKIE, city.name, { maxAgeSeconds: CITY_COOKIE_MAX_AGE_SECONDS });
  writeCookie(CITY_ID_COOKIE, String(city.id), { maxAgeSeconds: CITY_COOKIE_MAX_AGE_SECONDS });
  localStorage.setItem(STORAGE_KEYS.selectedCity, city.name);
  localStorage.setItem(STORAGE_KEYS.cityId, String(city.id));
  window.dispatchEvent(new CustomEvent<City>(LOCATION_CHANGE_EVENT, { detail: city }));
  window.dispatchEvent(new CustomEvent<City>(LOCATION_UPDATE_EVENT, { detail: city }));
}
