import { formatDay, yearsBefore } from '../text/calendar-day';

/** Whole years of age on a day, from a YYYY-MM-DD date of birth. */
export function ageOnDay(dateOfBirth: string, day: string): number {
  const [birthYear, birthMonth, birthDay] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  const hadBirthday = month > birthMonth || (month === birthMonth && dayOfMonth >= birthDay);
  return year - birthYear - (hadBirthday ? 0 : 1);
}

export interface CategoryRule {
  name: string;
  minAge: number | null;
  maxAge: number | null;
  gender: 'male' | 'female' | 'mixed' | 'any';
}

export interface Person {
  dateOfBirth: string | null;
  gender: 'male' | 'female' | 'other' | null;
}

/**
 * Why a person may not enter a category. Birth-date bounds are YYYY-MM-DD: `bornOnOrBefore` is
 * the latest birthday that is old enough, `bornAfter` the last one that is too old.
 */
export type Ineligibility =
  | { kind: 'gender-needed'; gender: 'male' | 'female' }
  | { kind: 'wrong-gender'; gender: 'male' | 'female' }
  | { kind: 'date-of-birth-needed'; minAge: number | null; maxAge: number | null }
  | { kind: 'outside-age-band'; minAge: number | null; maxAge: number | null; bornOnOrBefore: string | null; bornAfter: string | null };

/**
 * Why a person may not enter a category, or undefined when they may: the one rule the server
 * enforces and the registration form shows. Ages are taken on the first day of the event (the
 * rules say so); Men's and Women's categories check the profile's gender; mixed and open
 * categories take anyone.
 */
export function findIneligibility(category: CategoryRule, person: Person, firstEventDay: string): Ineligibility | undefined {
  if (category.gender === 'male' || category.gender === 'female') {
    if (!person.gender) return { kind: 'gender-needed', gender: category.gender };
    if (person.gender !== category.gender) return { kind: 'wrong-gender', gender: category.gender };
  }
  const { minAge, maxAge } = category;
  if (minAge === null && maxAge === null) return undefined;
  if (!person.dateOfBirth) return { kind: 'date-of-birth-needed', minAge, maxAge };
  const age = ageOnDay(person.dateOfBirth, firstEventDay);
  if ((minAge === null || age >= minAge) && (maxAge === null || age <= maxAge)) return undefined;
  return {
    kind: 'outside-age-band',
    minAge,
    maxAge,
    bornOnOrBefore: minAge === null ? null : yearsBefore(firstEventDay, minAge),
    // Aged maxAge + 1 on the day is one year too many.
    bornAfter: maxAge === null ? null : yearsBefore(firstEventDay, maxAge + 1),
  };
}

const PEOPLE = { male: 'men', female: 'women' } as const;

/** An age band in words: "aged 35 or over", "aged up to 40", "aged 21 to 40". */
export function describeAgeBand(minAge: number | null, maxAge: number | null): string {
  if (minAge !== null && maxAge !== null) return `aged ${minAge} to ${maxAge}`;
  if (minAge !== null) return `aged ${minAge} or over`;
  return `aged up to ${maxAge}`;
}

/** The birth dates an age band admits, e.g. "born on or before 1 Jul 1991". */
export function describeBirthDates(reason: Extract<Ineligibility, { kind: 'outside-age-band' }>): string {
  const { bornOnOrBefore, bornAfter } = reason;
  if (bornOnOrBefore && bornAfter) return `born after ${formatDay(bornAfter)} and on or before ${formatDay(bornOnOrBefore)}`;
  if (bornOnOrBefore) return `born on or before ${formatDay(bornOnOrBefore)}`;
  return `born after ${formatDay(bornAfter!)}`;
}

/**
 * The short reason the registration form shows beside a category it disables, e.g. "For men",
 * "Add your date of birth", "For people born on or before 1 Jul 1991".
 */
export function describeIneligibilityShort(reason: Ineligibility): string {
  switch (reason.kind) {
    case 'gender-needed':
      return `For ${PEOPLE[reason.gender]} — add your gender in your profile`;
    case 'wrong-gender':
      return `For ${PEOPLE[reason.gender]}`;
    case 'date-of-birth-needed':
      return 'Add your date of birth';
    case 'outside-age-band':
      return `For people ${describeBirthDates(reason)}`;
  }
}

/** The server's sentence for a refused category, after its "Sport — Category: " prefix. */
export function describeIneligibility(reason: Ineligibility): string {
  switch (reason.kind) {
    case 'gender-needed':
      return `this category is for ${PEOPLE[reason.gender]}: add your gender to your profile to enter it.`;
    case 'wrong-gender':
      return `this category is for ${PEOPLE[reason.gender]}.`;
    case 'date-of-birth-needed':
      return `this category is for players ${describeAgeBand(reason.minAge, reason.maxAge)}: add your date of birth to your profile to enter it.`;
    case 'outside-age-band':
      return `this category is for players ${describeAgeBand(reason.minAge, reason.maxAge)} on the first day of the event (${describeBirthDates(reason)}).`;
  }
}

/** How registration names a category in its messages: "Badminton — Men's Singles". */
export function categoryTitle(sportName: string, categoryName: string): string {
  return `${sportName} — ${categoryName}`;
}
