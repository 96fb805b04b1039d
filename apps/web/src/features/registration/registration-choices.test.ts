import { describe, expect, it } from 'vitest';
import { buildEntries, describeCategoryRule, type CategoryChoice } from './registration-choices';

const choice = (values: Partial<CategoryChoice>): CategoryChoice => ({
  isTeamSport: true,
  teamMode: 'create-team',
  teamName: '',
  joinCode: '',
  ...values,
});

describe('buildEntries', () => {
  it('turns choices into individual, new-team and join-team entries', () => {
    const choices = new Map([
      [1, choice({ isTeamSport: false })],
      [2, choice({ teamName: ' Acme Aces ' })],
      [3, choice({ teamMode: 'join-team', joinCode: 'ab12cd34' })],
    ]);
    expect(buildEntries(choices, String)).toEqual({
      entries: [
        { eventSportCategoryId: 1, mode: 'individual' },
        { eventSportCategoryId: 2, mode: 'create-team', teamName: 'Acme Aces' },
        { eventSportCategoryId: 3, mode: 'join-team', joinCode: 'ab12cd34' },
      ],
    });
  });

  it('names the category whose team details are missing', () => {
    expect(buildEntries(new Map([[7, choice({})]]), () => 'Football · Open')).toEqual({
      problem: 'Enter a team name for Football · Open.',
    });
    expect(buildEntries(new Map(), String)).toEqual({ problem: 'Choose at least one category.' });
  });
});

describe('describeCategoryRule', () => {
  it('describes age bands and gender', () => {
    expect(describeCategoryRule({ minAge: 21, maxAge: 40, gender: 'mixed' })).toBe('Mixed · Ages 21–40');
    expect(describeCategoryRule({ minAge: 35, maxAge: null, gender: 'any' })).toBe('Ages 35+');
    expect(describeCategoryRule({ minAge: null, maxAge: null, gender: 'any' })).toBe('Open to all');
  });
});
