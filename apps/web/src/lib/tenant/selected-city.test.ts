// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readCookie } from '../cookies';
import { LOCATION_CHANGE_EVENT, LOCATION_UPDATE_EVENT, readStoredCityChoice, resolveSelectedCity, selectCity } from './selected-city';

const BENGALURU = { id: 1, name: 'Bengaluru' };
const MUMBAI = { id: 2, name: 'Mumbai' };
const PUNE = { id: 3, name: 'Pune' };
const CITIES = [BENGALURU, MUMBAI, PUNE];

describe('resolveSelectedCity', () => {
  it('uses the city the cookies name', () => {
    expect(resolveSelectedCity({ id: 2, name: 'Mumbai' }, CITIES, BENGALURU)).toEqual(MUMBAI);
    expect(resolveSelectedCity({ id: undefined, name: 'pune' }, CITIES, BENGALURU)).toEqual(PUNE);
  });

  it('applies the default city when no cookie city is set, or the cookie names a city this tenant lacks', () => {
    expect(resolveSelectedCity({ id: undefined, name: undefined }, CITIES, BENGALURU)).toEqual(BENGALURU);
    expect(resolveSelectedCity({ id: 99, name: 'Chennai' }, CITIES, BENGALURU)).toEqual(BENGALURU);
  });

  it('gives none without a cookie city or a default city', () => {
    expect(resolveSelectedCity({ id: undefined, name: undefined }, CITIES, null)).toBeUndefined();
  });
});

describe('selectCity', () => {
  afterEach(() => {
    localStorage.clear();
    for (const name of ['city', 'cityId']) document.cookie = `${name}=; path=/; max-age=0`;
  });

  it('sets the city and cityId cookies, stores selectedCity and emits locationChange and locationUpdate', () => {
    const events: Array<[string, unknown]> = [];
    const record = (event: Event) => events.push([event.type, (event as CustomEvent).detail]);
    window.addEventListener(LOCATION_CHANGE_EVENT, record);
    window.addEventListener(LOCATION_UPDATE_EVENT, record);

    selectCity(MUMBAI);

    expect(readCookie('city')).toBe('Mumbai');
    expect(readCookie('cityId')).toBe('2');
    expect(localStorage.getItem('selectedCity')).toBe('Mumbai');
    expect(localStorage.getItem('cityId')).toBe('2');
    expect(events).toEqual([
      ['locationChange', MUMBAI],
      ['locationUpdate', MUMBAI],
    ]);
    expect(readStoredCityChoice()).toEqual({ id: 2, name: 'Mumbai' });
    window.removeEventListener(LOCATION_CHANGE_EVENT, record);
    window.removeEventListener(LOCATION_UPDATE_EVENT, record);
  });
});
