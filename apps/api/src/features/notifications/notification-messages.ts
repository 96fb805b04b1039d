import { eventPathSegment } from '@podium/contracts/events/event-path';
import type { NotificationKind, PushMessage } from '@podium/contracts/notifications/notifications';
import type { NotificationMail } from '../email';
import type { FixtureForMessage } from './notifications.repository';

/** What the outbox keeps per message: the push payload, and the email when the channel is email. */
export interface StoredMessage {
  push: PushMessage;
  email?: Omit<NotificationMail, 'userId'>;
  /** After this the message is no use (a reminder once the match started): skipped, not sent late. */
  expiresAt?: string;
}

const formatWhen = (at: Date, timeZone: string) =>
  at.toLocaleString('en-IN', { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' });
const formatTime = (at: Date, timeZone: string) => at.toLocaleTimeString('en-IN', { timeZone, hour: 'numeric', minute: '2-digit' });

const fixturesPath = (match: FixtureForMessage) => `/${eventPathSegment(match.cityName, match.eventSlug)}/fixtures`;
const sides = (match: FixtureForMessage) => `${match.homeName ?? 'To be decided'} vs ${match.awayName ?? 'To be decided'}`;
const label = (match: FixtureForMessage) => `${match.sportName} · ${match.categoryName}`;
const place = (match: FixtureForMessage) => [match.venueName, match.venueAddress].filter(Boolean).join(', ');

function matchDetails(match: FixtureForMessage): NonNullable<NotificationMail['details']> {
  return {
    title: `${label(match)} · ${match.round}`,
    rows: [
      ['Match', sides(match)],
      ['When', formatWhen(match.startsAt, match.timeZone)],
      ['Where', place(match)],
    ],
  };
}

/** 30 minutes before a match: when and where, with the venue's address. */
export function reminderMessage(match: FixtureForMessage): StoredMessage {
  const time = formatTime(match.startsAt, match.timeZone);
  return {
    push: {
      kind: 'reminder',
      title: `Your match starts at ${time}`,
      body: `${label(match)}: ${sides(match)} at ${match.venueName}`,
      url: fixturesPath(match),
      tag: `fixture-${match.fixtureId}`,
    },
    email: {
      subject: `Reminder: ${sides(match)} at ${time}, ${match.venueName}`,
      preheader: `${label(match)} at ${match.eventName}`,
      heading: 'Your match starts soon',
      intro: `your match at ${match.eventName} starts at ${time}. Be at ${match.venueName} a little early to check in.`,
      details: matchDetails(match),
      link: { label: 'See the fixtures', path: fixturesPath(match) },
    },
    expiresAt: match.startsAt.toISOString(),
  };
}

/** A match with a new time or venue (push; the email of a move is sent when the organisers save it). */
export function movedMessage(match: FixtureForMessage): StoredMessage {
  return {
    push: {
      kind: 'moved',
      title: `Match moved: ${sides(match)}`,
      body: `${label(match)}: now ${formatWhen(match.startsAt, match.timeZone)} at ${match.venueName}`,
      url: fixturesPath(match),
      tag: `fixture-${match.fixtureId}`,
    },
    expiresAt: match.startsAt.toISOString(),
  };
}

/** A finished match's result. */
export function resultMessage(match: FixtureForMessage): StoredMessage {
  const score = match.homeScore !== null && match.awayScore !== null ? ` ${match.homeScore}–${match.awayScore} ` : ' vs ';
  const line = `${match.homeName ?? 'To be decided'}${score}${match.awayName ?? 'To be decided'}`;
  const winner =
    match.winnerTeamId === null
      ? 'The match ended level.'
      : `${match.winnerTeamId === match.homeTeamId ? match.homeName : match.awayName} won.`;
  return {
    push: {
      kind: 'result',
      title: `Result: ${line}`,
      body: `${label(match)} · ${match.round}. ${winner}`,
      url: fixturesPath(match),
      tag: `result-${match.fixtureId}`,
    },
    email: {
      subject: `Result: ${line}`,
      preheader: `${label(match)} at ${match.eventName}`,
      heading: 'Your match result',
      intro: `your match at ${match.eventName} is over: ${line}. ${winner}`,
      details: { title: `${label(match)} · ${match.round}`, rows: [['Result', line]] },
      link: { label: 'See results and standings', path: fixturesPath(match) },
    },
  };
}

/** An organisers' announcement (push; its email goes with the announcement). */
export function announcementMessage(input: {
  announcementId: number;
  eventName: string;
  eventPath: string;
  title: string;
  body: string;
}): StoredMessage {
  const firstLine = input.body.split('\n', 1)[0] ?? '';
  return {
    push: {
      kind: 'announcement',
      title: `${input.eventName}: ${input.title}`,
      body: firstLine.length > 180 ? `${firstLine.slice(0, 179)}…` : firstLine,
      url: input.eventPath,
      tag: `announcement-${input.announcementId}`,
    },
  };
}

/** A place offered from a waiting list (push; the offer's email goes with the offer). */
export function waitlistOfferMessage(input: {
  offerId: number;
  label: string;
  eventName: string;
  expiresAt: Date;
  timeZone: string;
}): StoredMessage {
  return {
    push: {
      kind: 'waitlist',
      title: `A place is yours to take: ${input.label}`,
      body: `${input.eventName}: accept it by ${formatWhen(input.expiresAt, input.timeZone)} on My events.`,
      url: '/my-events',
      tag: `waitlist-offer-${input.offerId}`,
    },
    expiresAt: input.expiresAt.toISOString(),
  };
}

/** Which channels each kind queues here (the others mail from their own feature). */
export const OUTBOX_EMAIL_KINDS: ReadonlySet<NotificationKind> = new Set(['reminder', 'result']);
