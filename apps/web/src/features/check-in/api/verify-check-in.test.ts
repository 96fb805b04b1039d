import { describe, expect, it } from 'vitest';
import { normalizeCheckInAnswer } from './verify-check-in';

const item = (attendance: object, team: object | null = { teamName: 'Acme FC', teamId: 1 }) => ({
  event: { eventName: 'Games', venue: 'Stadium', sport: { name: 'Football' }, sportCategory: { name: "Men's Open" } },
  attendance: { timestamp: '2026-06-01T10:00:00.000Z', type: 'participant', ...attendance },
  team,
});

describe('normalizeCheckInAnswer', () => {
  it('reads the answer this API sends', () => {
    const result = normalizeCheckInAnswer({
      success: true,
      message: 'Attendance marked successfully',
      user: { name: 'Priya', phone: '9000000003', company: 'Acme', email: null },
      userType: 'Participant',
      alreadyCheckedIn: false,
      previousCheckInTime: null,
      data: [item({ alreadyCheckedIn: false, previousCheckInTime: null, direction: 'check-in' })],
    });
    expect(result).toMatchObject({ userType: 'Participant', alreadyCheckedIn: false, availableCategories: [] });
    expect(result.items[0]).toMatchObject({ eventName: 'Games', categoryName: "Men's Open", teamName: 'Acme FC', type: 'participant' });
  });

  it('reads the variants of spec section 3: nested data, isAlreadyCheckedIn, teamname, categories on the event', () => {
    const categories = [{ eventSportCategoryId: 4, sportCategoryName: 'Veterans', sportName: 'Football', venue: 'Stadium' }];
    const result = normalizeCheckInAnswer({
      success: true,
      data: {
        message: 'Already checked in',
        userType: 'Participant',
        data: [
          {
            ...item({ isAlreadyCheckedIn: true, previousCheckInTime: '2026-06-01T09:00:00.000Z' }, { teamname: 'Globex FC', teamId: 2 }),
            event: { ...item({}).event, availableCategories: categories },
          },
        ],
      },
    });
    expect(result.alreadyCheckedIn).toBe(true);
    expect(result.previousCheckInTime).toBe('2026-06-01T09:00:00.000Z');
    expect(result.items[0]!.teamName).toBe('Globex FC');
    expect(result.availableCategories).toEqual(categories);
    expect(result.message).toBe('Already checked in');
  });
});
