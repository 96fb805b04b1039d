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
 * Why a person may not enter a category, or undefined when they may. Ages are taken on the first
 * day of the event (the rules say so); Men's and Women's categories check the profile's gender.
 */
export function categoryIneligibility(category: CategoryRule, person: Person, firstEventDay: string): string | undefined {
  if (category.gender === 'male' || category.gender === 'female') {
    if (!person.gender) return `Add your gender to your profile to register for ${category.name}.`;
    if (person.gender !== category.gender) return `${category.name} is for ${category.gender === 'male' ? 'men' : 'women'} only.`;
  }
  if (category.minAge === null && category.maxAge === null) return undefined;
  if (!person.dateOfBirth) return `Add your date of birth to your profile to register for ${category.name}.`;
  const age = ageOnDay(person.dateOfBirth, firstEventDay);
  if (category.minAge !== null && age < category.minAge) return `${category.name} needs players aged ${category.minAge} or over.`;
  if (category.maxAge !== null && age > category.maxAge) return `${category.name} is for players aged up to ${category.maxAge}.`;
  return undefined;
}
