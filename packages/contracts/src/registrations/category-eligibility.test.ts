import { describe, expect, it } from 'vitest';
import {
  ageOnDay,
  categoryTitle,
  describeIneligibility,
  describeIneligibilityShort,
  findIneligibility,
  type Ineligibility,
} from './category-eligibility';

const veterans = { name: 'Veterans (35+)', minAge: 35, maxAge: null, gender: 'any' as const };
const mixed = { name: 'Mixed Teams (21-40 years)', minAge: 21, maxAge: 40, gender: 'mixed' as const };
const mens = { name: "Men's Open", minAge: null, maxAge: null, gender: 'male' as const };
const womens = { name: "Women's Singles", minAge: null, maxAge: null, gender: 'female' as const };
const underThirty = { name: 'Under-30', minAge: null, maxAge: 29, gender: 'any' as const };

const both = (reason: Ineligibility | undefined) => reason && [describeIneligibilityShort(reason), describeIneligibility(reason)];

describe('ageOnDay', () => {
  it('counts a birthday on the day itself', () => {
    expect(ageOnDay('1990-06-15', '2025-06-15')).toBe(35);
    expect(ageOnDay('1990-06-15', '2025-06-14')).toBe(34);
  });
});

describe('findIneligibility', () => {
  it('lets anyone into an open category of their gender, and says who a gendered one is for', () => {
    expect(findIneligibility(mens, { dateOfBirth: null, gender: 'male' }, '2026-01-10')).toBeUndefined();
    expect(both(findIneligibility(mens, { dateOfBirth: null, gender: 'female' }, '2026-01-10'))).toEqual([
      'For men',
      'this category is for men.',
    ]);
    expect(both(findIneligibility(womens, { dateOfBirth: null, gender: 'other' }, '2026-01-10'))).toEqual([
      'For women',
      'this category is for women.',
    ]);
    expect(findIneligibility(mixed, { dateOfBirth: '1990-01-01', gender: 'other' }, '2026-01-10')).toBeUndefined();
  });

  it('asks for the gender when a gendered category needs it', () => {
    expect(both(findIneligibility(womens, { dateOfBirth: null, gender: null }, '2026-01-10'))).toEqual([
      'For women — add your gender in your profile',
      'this category is for women: add your gender to your profile to enter it.',
    ]);
  });

  it('applies a minimum age on the first day of the event and names the latest birthday that fits', () => {
    const person = { gender: 'male' as const, dateOfBirth: '1991-01-11' };
    expect(both(findIneligibility(veterans, person, '2026-01-10'))).toEqual([
      'For people born on or before Jan 10, 1991',
      'this category is for players aged 35 or over on the first day of the event (born on or before Jan 10, 1991).',
    ]);
    expect(findIneligibility(veterans, person, '2026-01-11')).toBeUndefined();
  });

  it('applies a maximum age: a person who turned 30 by the first day is out', () => {
    expect(findIneligibility(underThirty, { gender: 'female', dateOfBirth: '1996-01-11' }, '2026-01-10')).toBeUndefined();
    expect(both(findIneligibility(underThirty, { gender: 'female', dateOfBirth: '1996-01-10' }, '2026-01-10'))).toEqual([
      'For people born after Jan 10, 1996',
      'this category is for players aged up to 29 on the first day of the event (born after Jan 10, 1996).',
    ]);
  });

  it('names both ends of a band', () => {
    expect(describeIneligibilityShort(findIneligibility(mixed, { gender: 'female', dateOfBirth: '1980-01-01' }, '2026-01-10')!)).toBe(
      'For people born after Jan 10, 1985 and on or before Jan 10, 2005',
    );
  });

  it('keeps a 29 February first day inside the calendar', () => {
    const reason = findIneligibility(veterans, { gender: 'male', dateOfBirth: '1993-03-01' }, '2028-02-29');
    expect(reason).toMatchObject({ bornOnOrBefore: '1993-02-28' });
    expect(findIneligibility(veterans, { gender: 'male', dateOfBirth: '1993-02-28' }, '2028-02-29')).toBeUndefined();
  });

  it('asks for a date of birth when a category has an age band', () => {
    expect(both(findIneligibility(mixed, { gender: 'other', dateOfBirth: null }, '2026-01-10'))).toEqual([
      'Add your date of birth',
      'this category is for players aged 21 to 40: add your date of birth to your profile to enter it.',
    ]);
  });

  it('checks the gender before the age', () => {
    const mensVeterans = { ...veterans, gender: 'male' as const };
    expect(findIneligibility(mensVeterans, { gender: 'female', dateOfBirth: null }, '2026-01-10')).toMatchObject({ kind: 'wrong-gender' });
  });
});

describe('categoryTitle', () => {
  it('names the sport, then the category', () => {
    expect(categoryTitle('Badminton', "Men's Singles")).toBe("Badminton — Men's Singles");
  });
});
