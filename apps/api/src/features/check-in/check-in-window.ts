import { DomainError } from '../../errors/domain-error';

export interface CheckInSchedule {
  name: string;
  timeZone: string;
  /** First and last event day, YYYY-MM-DD, in the event's time zone. */
  startsOn: string;
  endsOn: string;
  /** Local "HH:MM" check-in opens and closes on each event day (closing minute included). */
  opensAt: string;
  closesAt: string;
}

// Building an Intl formatter costs far more than using one: keep one per time zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

interface LocalDayAndMinute {
  readonly day: string;
  readonly minuteOfDay: number;
}

/**
 * The last answer per time zone, by the UTC minute it was for. Every zone in use today is offset
 * from UTC by whole minutes, so one UTC minute is one local minute: an event morning's check-ins
 * format the time once a minute, not once each (formatToParts was 2.7% of a check-in's CPU, issue 34).
 */
const lastAnswers = new Map<string, { utcMinute: number; answer: LocalDayAndMinute }>();

/** The calendar day and minute of the day at `now` in `timeZone`. */
export function localDayAndMinute(now: Date, timeZone: string): LocalDayAndMinute {
  const utcMinute = Math.floor(now.getTime() / 60_000);
  const last = lastAnswers.get(timeZone);
  if (last?.utcMinute === utcMinute) return last.answer;
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const answer = { day: `${parts.year}-${parts.month}-${parts.day}`, minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute) };
  lastAnswers.set(timeZone, { utcMinute, answer });
  return answer;
}

function minutesOf(hhmm: string): number {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * The event day a check-in at `now` belongs to, or a refusal: CHECKIN_NOT_OPEN before the first
 * day or before the opening time of a day, CHECKIN_CLOSED after the last day or after the closing
 * minute. Everything is in the event's own time zone, whatever the server's is.
 */
export function requireOpenEventDay(schedule: CheckInSchedule, now: Date): string {
  const { day, minuteOfDay } = localDayAndMinute(now, schedule.timeZone);
  if (day < schedule.startsOn) {
    throw new DomainError('CHECKIN_NOT_OPEN', `Check-in for ${schedule.name} opens on ${schedule.startsOn}.`, {
      opensOn: schedule.startsOn,
    });
  }
  if (day > schedule.endsOn) {
    throw new DomainError('CHECKIN_CLOSED', `Check-in for ${schedule.name} closed on ${schedule.endsOn}.`, { closedOn: schedule.endsOn });
  }
  if (minuteOfDay < minutesOf(schedule.opensAt)) {
    throw new DomainError('CHECKIN_NOT_OPEN', `Check-in opens at ${schedule.opensAt} today (${schedule.timeZone}).`, {
      opensAt: schedule.opensAt,
    });
  }
  if (minuteOfDay > minutesOf(schedule.closesAt)) {
    throw new DomainError('CHECKIN_CLOSED', `Check-in closed at ${schedule.closesAt} today (${schedule.timeZone}).`, {
      closesAt: schedule.closesAt,
    });
  }
  return day;
}
