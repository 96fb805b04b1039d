import type { AvailableCategory, CheckInItem, CheckInUser, VerifyCheckInAnswer } from '@podium/contracts/check-in/verify-check-in';
import { formatRecordTime } from '@podium/contracts/check-in/check-in-time';
import type { CategoryView, CheckInContext, CheckInPerson, RecordedAttendance } from './check-in.repository';

export function presentCheckInUser(user: CheckInPerson, companyName: string | null): CheckInUser {
  return { name: user.name, phone: user.phone, company: companyName, email: user.email };
}

export function presentAvailableCategory(category: CategoryView, sportName: string): AvailableCategory {
  return {
    eventSportCategoryId: category.id,
    sportCategoryName: category.categoryName,
    sportName,
    venue: category.venue,
    checkedInAt: category.checkedInAt,
  };
}

/** Visitor, first call: nothing recorded, the categories to choose from. */
export function presentCategoryChoice(user: CheckInUser, context: CheckInContext, categories: CategoryView[]): VerifyCheckInAnswer {
  const sportName = context.sport!.name;
  return {
    success: true,
    message: `Select the ${sportName} categories you are visiting.`,
    user,
    userType: 'Visitor',
    alreadyCheckedIn: false,
    previousCheckInTime: null,
    availableCategories: categories.map((category) => presentAvailableCategory(category, sportName)),
    data: [],
    timeZone: context.event!.timeZone,
  };
}

/**
 * The answer after recording: one item per category, each with the record's time. When every
 * item existed before this call, the answer says so, with where and when (the amber notice).
 */
export function presentRecorded(input: {
  user: CheckInUser;
  context: CheckInContext;
  userType: 'Participant' | 'Visitor';
  direction: 'check-in' | 'check-out';
  targets: { category: CategoryView; type: 'participant' | 'visitor' }[];
  records: RecordedAttendance[];
}): VerifyCheckInAnswer {
  const { context, user, direction } = input;
  const event = context.event!;
  const sportName = context.sport!.name;
  const data: CheckInItem[] = input.targets.map(({ category, type }, index) => {
    const record = input.records[index]!;
    const previous = record.isNew ? (direction === 'check-out' ? category.checkedInAt : null) : record.recordedAt;
    return {
      eventSportCategoryId: category.id,
      event: { eventName: event.name, venue: category.venue, sport: { name: sportName }, sportCategory: { name: category.categoryName } },
      attendance: { timestamp: record.recordedAt, type, direction, alreadyCheckedIn: !record.isNew, previousCheckInTime: previous },
      team: category.teamId !== null && category.teamName !== null ? { teamName: category.teamName, teamId: category.teamId } : null,
      user,
    };
  });
  const isAlready = input.records.every((record) => !record.isNew);
  const earliest = isAlready ? input.records.map((record) => record.recordedAt).sort()[0]! : null;
  return {
    success: true,
    message: isAlready
      ? alreadyMessage(data, direction, event.timeZone, earliest!)
      : recordedMessage(input.userType, direction, data.length),
    user,
    userType: input.userType,
    alreadyCheckedIn: isAlready,
    previousCheckInTime: earliest,
    data,
    timeZone: event.timeZone,
  };
}

function recordedMessage(userType: 'Participant' | 'Visitor', direction: 'check-in' | 'check-out', count: number): string {
  if (direction === 'check-out') return 'Check-out recorded successfully';
  if (userType === 'Visitor') return `Visitor attendance marked for ${count} ${count === 1 ? 'category' : 'categories'}`;
  return 'Attendance marked successfully';
}

function alreadyMessage(data: CheckInItem[], direction: 'check-in' | 'check-out', timeZone: string, at: string): string {
  const what = data.map((item) => `${item.event.sport.name} (${item.event.sportCategory.name})`).join(', ');
  const venue = data[0]!.event.venue;
  const verb = direction === 'check-out' ? 'checked out' : 'checked in';
  return `You are already ${verb} for ${what} at ${venue} since ${formatRecordTime(at, timeZone)}.`;
}
