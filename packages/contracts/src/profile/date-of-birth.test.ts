import { describe, expect, it } from 'vitest';
import { DATE_OF_BIRTH_MESSAGES, dateOfBirthProblem } from './date-of-birth';

describe('dateOfBirthProblem', () => {
  const today = '2026-11-27';

  it('accepts a real past day within 100 years', () => {
    expect(dateOfBirthProblem('1990-05-05', today)).toBeUndefined();
    expect(dateOfBirthProblem('2026-11-26', today)).toBeUndefined();
    expect(dateOfBirthProblem('1926-11-27', today)).toBeUndefined();
  });

  it('refuses a day that does not exist, today or later, and more than 100 years ago', () => {
    expect(dateOfBirthProblem('1990-02-30', today)).toBe(DATE_OF_BIRTH_MESSAGES.notADay);
    expect(dateOfBirthProblem('05/05/1990', today)).toBe(DATE_OF_BIRTH_MESSAGES.notADay);
    expect(dateOfBirthProblem(today, today)).toBe(DATE_OF_BIRTH_MESSAGES.notPast);
    expect(dateOfBirthProblem('2030-01-01', today)).toBe(DATE_OF_BIRTH_MESSAGES.notPast);
    expect(dateOfBirthProblem('1926-11-26', today)).toBe(DATE_OF_BIRTH_MESSAGES.tooOld);
  });
});
