import { isCalendarDay, yearsBefore } from '../text/calendar-day';

/** The oldest date of birth accepted, in years before today (older is a typing slip, e.g. 1089). */
export const DATE_OF_BIRTH_MAX_YEARS = 100;

export const DATE_OF_BIRTH_MESSAGES = {
  notADay: 'Enter your date of birth as a real date (YYYY-MM-DD).',
  notPast: 'Your date of birth must be in the past.',
  tooOld: `Your date of birth cannot be more than ${DATE_OF_BIRTH_MAX_YEARS} years ago: check the year.`,
} as const;

/**
 * What is wrong with a date of birth, or undefined when it is fine: a day that exists, before
 * today, and at most 100 years ago. `today` is YYYY-MM-DD (the server's clock, or the browser's
 * day in the form, which checks before sending).
 */
export function dateOfBirthProblem(dateOfBirth: string, today: string): string | undefined {
  if (!isCalendarDay(dateOfBirth)) return DATE_OF_BIRTH_MESSAGES.notADay;
  if (dateOfBirth >= today) return DATE_OF_BIRTH_MESSAGES.notPast;
  if (dateOfBirth < yearsBefore(today, DATE_OF_BIRTH_MAX_YEARS)) return DATE_OF_BIRTH_MESSAGES.tooOld;
  return undefined;
}
