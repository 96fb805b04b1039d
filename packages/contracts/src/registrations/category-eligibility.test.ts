import { describe, expect, it } from 'vitest';
import { ageOnDay, categoryIneligibility } from './category-eligibility';

const veterans = { name: 'Veterans (35+)', minAge: 35, maxAge: null, gender: 'any' as const };
const mixed = { name: 'Mixed Teams (21-40 years)', minAge: 21, maxAge: 40, gender: 'mixed' as const };
const mens = { name: "Men's Open", minAge: null, maxAge: null, gender: 'male' as const };

describe('ageOnDay', () => {
  it('counts a birthday on the day itself', () => {
    expect(ageOnDay('1990-06-15', '2025-06-15')).toBe(35);
    expect(ageOnDay('1990-06-15', '2025-06-14')).toBe(34);
  });
});

describe('categoryIneligibility', () => {
  it('lets anyone into an open category of their gender', () => {
    expect(categoryIneligibility(mens, { dateOfBirth: null, gender: 'male' }, '2026-01-10')).toBeUndefined();
    expect(categoryIneligibility(mens, { dateOfBirth: null, gender: 'female' }, '2026-01-10')).toMatch(/for men only/);
  });

  it('applies the age band on the first day of the event', () => {
    const person = { gender: 'male' as const, dateOfBirth: '1991-01-11' };
    expect(categoryIneligibility(veterans, person, '2026-01-10')).toBe('Veterans (35+) needs players aged 35 or over.');
    expect(categoryIneligibility(veterans, person, '2026-01-11')).toBeUndefined();
    expect(categoryIneligibility(mixed, { gender: 'female', dateOfBirth: '1980-01-01' }, '2026-01-10')).toMatch(/up to 40/);
  });

  it('asks for a date of birth when a category has an age band', () => {
    expect(categoryIneligibility(mixed, { gender: 'other', dateOfBirth: null }, '2026-01-10')).toMatch(/date of birth/);
  });
});
