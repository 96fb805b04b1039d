import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { firstNameAndInitial, publicRosterName, publicSoloNames, type SoloEntrant } from './public-names';

const entrant = (teamId: number, personName: string, companyName: string | null, hidesName = false, categoryId = 1): SoloEntrant => ({
  teamId,
  eventSportCategoryId: categoryId,
  teamName: personName,
  personName,
  companyName,
  hidesName,
});

describe('public names (issue 31 §4)', () => {
  it('shortens a name to the first name and the last name’s initial', () => {
    expect(firstNameAndInitial('Priya Sharma')).toBe('Priya S.');
    expect(firstNameAndInitial('  Anil   Kumar  Verma ')).toBe('Anil V.');
    expect(firstNameAndInitial('Madonna')).toBe('Madonna');
    expect(firstNameAndInitial('ravi ékambaram')).toBe('ravi É.');
  });

  it('keeps full names as stored, and names only those who hide theirs by their company', () => {
    const names = publicSoloNames([entrant(1, 'Asha Rao', 'Acme'), entrant(2, 'Ravi Rao', 'Acme', true)], 'full');
    expect([...names]).toEqual([[2, 'Acme']]);
  });

  it('numbers names that come out alike in one category, never across categories', () => {
    const names = publicSoloNames(
      [entrant(3, 'Asha Rao', 'Acme'), entrant(1, 'Ravi Rao', 'Acme'), entrant(2, 'Mira Das', 'Acme', false, 2), entrant(4, 'Li Wu', null)],
      'teams_only',
    );
    expect(Object.fromEntries(names)).toEqual({ 1: 'Acme (1)', 3: 'Acme (2)', 2: 'Acme', 4: 'Private entrant' });
  });

  it('numbers a stand-in that would read like a full name kept in the same category', () => {
    // Someone actually named "Acme" and someone hiding behind the company Acme.
    const names = publicSoloNames([entrant(1, 'Acme', null), entrant(2, 'Ravi Rao', 'Acme', true)], 'full');
    expect(Object.fromEntries(names)).toEqual({ 2: 'Acme (1)' });
  });

  it('lists roster members by the policy, and nobody who hides their name', () => {
    expect(publicRosterName({ name: 'Priya Sharma', company: 'Acme', hidesName: false }, 'full')).toBe('Priya Sharma');
    expect(publicRosterName({ name: 'Priya Sharma', company: 'Acme', hidesName: false }, 'first_initial')).toBe('Priya S.');
    expect(publicRosterName({ name: 'Priya Sharma', company: 'Acme', hidesName: false }, 'teams_only')).toBeNull();
    expect(publicRosterName({ name: 'Priya Sharma', company: 'Acme', hidesName: true }, 'full')).toBeNull();
  });

  it('gives every entry of a category a different public name under every policy', () => {
    const people = fc.array(
      fc.record({
        first: fc.constantFrom('Asha', 'Ravi', 'Mira', 'Li'),
        last: fc.constantFrom('Rao', 'Das', 'Wu', 'Rai'),
        company: fc.constantFrom('Acme', 'Initech', null),
        hides: fc.boolean(),
        category: fc.constantFrom(1, 2),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(people, fc.constantFrom('full', 'first_initial', 'teams_only' as const), (list, policy) => {
        // Stored names are unique per category, as the draw makes them.
        const entrants = list.map((person, index) => ({
          ...entrant(index + 1, `${person.first} ${person.last}`, person.company, person.hides, person.category),
          teamName: `${person.first} ${person.last} (${index + 1})`,
        }));
        const renamed = publicSoloNames(entrants, policy);
        for (const category of [1, 2]) {
          const shown = entrants
            .filter((e) => e.eventSportCategoryId === category)
            .map((e) => (renamed.get(e.teamId) ?? e.teamName).toLowerCase());
          expect(new Set(shown).size).toBe(shown.length);
        }
      }),
    );
  });
});
