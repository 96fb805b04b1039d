import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationKind } from '@podium/contracts/notifications/notifications';
import type { Database } from '../../db/client';
import type { Clock } from '../../platform/clock';
import type { PushSender } from '../../platform/push/push-sender';
import type { EmailNotifier } from '../email';
import { movedMessage, OUTBOX_EMAIL_KINDS, reminderMessage, resultMessage, type StoredMessage } from './notification-messages';
import {
  claimDue,
  deleteSubscriptionById,
  enqueue,
  findFinishedFixtures,
  findFixturesStartingBetween,
  findMovedFixtures,
  findPlayers,
  finishMessage,
  listPreferenceRows,
  listSubscriptions,
  markSubscriptionDelivered,
  queuedSubjects,
  retryMessageAt,
  usersWithDevices,
  type ClaimedMessage,
  type FixtureForMessage,
  type OutboxInsert,
} from './notifications.repository';

/** Reminders go this long before a match starts. */
export const REMINDER_LEAD_MINUTES = 30;
/** Moves are told for matches up to two weeks ahead; results for matches started in the last day. */
const MOVED_HORIZON_MS = 14 * 24 * 3600_000;
const RESULT_LOOKBACK_MS = 24 * 3600_000;
/** A claimed message is the sender's for this long; one that died lets it go after. */
const CLAIM_LEASE_MS = 2 * 60_000;
/** Tries per message, with the wait doubling from 30 s (30 s, 1, 2, 4, 8 min), then it is marked failed. */
export const MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 30_000;
/** How long a push service keeps a push for an offline phone: a day (a reminder expires sooner on its own). */
const PUSH_TTL_SECONDS = 24 * 3600;

export interface NotificationDeps {
  db: Database;
  clock: Clock;
  /** Null when the deployment has no VAPID keys: push rows are not queued. */
  push: PushSender | null;
  notifier: EmailNotifier;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
}

/** Someone a message may reach, with whether a verified, subscribed address lets it go by email. */
export interface Reachable {
  userId: number;
  tenantId: number;
  emailReachable: boolean;
}

/**
 * Queues one message per person and channel they chose: push when they have a device (and push is
 * on here), email when the kind is mailed from the outbox and their address can take it. Already
 * queued subjects stay as they are (the unique key), so calling this again is harmless.
 */
export async function queueForPeople(
  deps: Pick<NotificationDeps, 'db' | 'clock' | 'push'>,
  kind: NotificationKind,
  people: Array<Reachable & { subjectKey: string; message: StoredMessage }>,
): Promise<number> {
  if (people.length === 0) return 0;
  const userIds = [...new Set(people.map((person) => person.userId))];
  const [choices, devices] = await Promise.all([listPreferenceRows(deps.db, userIds), usersWithDevices(deps.db, userIds)]);
  const choiceOf = (userId: number) =>
    choices.find((row) => row.userId === userId && row.kind === kind) ?? DEFAULT_NOTIFICATION_PREFERENCES[kind];
  const now = deps.clock.now();
  const rows: OutboxInsert[] = [];
  for (const person of people) {
    const choice = choiceOf(person.userId);
    const base = {
      tenantId: person.tenantId,
      userId: person.userId,
      kind,
      subjectKey: person.subjectKey,
      message: person.message,
      dueAt: now,
    };
    if (deps.push && choice.push && devices.has(person.userId)) rows.push({ ...base, channel: 'push' });
    if (OUTBOX_EMAIL_KINDS.has(kind) && person.message.email && choice.email && person.emailReachable)
      rows.push({ ...base, channel: 'email' });
  }
  return enqueue(deps.db, rows);
}

async function queueForMatches(
  deps: Pick<NotificationDeps, 'db' | 'clock' | 'push'>,
  kind: NotificationKind,
  matches: FixtureForMessage[],
  subjectOf: (match: FixtureForMessage) => string,
  messageOf: (match: FixtureForMessage) => StoredMessage,
): Promise<number> {
  if (matches.length === 0) return 0;
  const queued = await queuedSubjects(deps.db, matches.map(subjectOf));
  const players = await findPlayers(deps.db, matches);
  const byId = new Map(matches.map((match) => [match.fixtureId, match]));
  const people = players.flatMap((player) => {
    const match = byId.get(player.fixtureId)!;
    const subjectKey = subjectOf(match);
    if (queued.has(`${player.userId}|${subjectKey}`)) return [];
    return [
      { userId: player.userId, tenantId: match.tenantId, emailReachable: player.emailReachable, subjectKey, message: messageOf(match) },
    ];
  });
  return queueForPeople(deps, kind, people);
}

/**
 * Looks at people's matches and queues what is due: a reminder for each match starting within 30
 * minutes, a "moved" for each move of a match still to come, a result for each match just finished.
 * Each subject has a key (the reminder's includes the start, a move its sequence), so running this
 * every tick, after a restart or on two replicas at once queues each message once.
 */
export async function queueMatchNotifications(deps: Pick<NotificationDeps, 'db' | 'clock' | 'push'>): Promise<number> {
  const now = deps.clock.now();
  const soon = new Date(now.getTime() + REMINDER_LEAD_MINUTES * 60_000);
  const [starting, moved, finished] = await Promise.all([
    findFixturesStartingBetween(deps.db, now, soon),
    findMovedFixtures(deps.db, now, new Date(now.getTime() + MOVED_HORIZON_MS)),
    findFinishedFixtures(deps.db, new Date(now.getTime() - RESULT_LOOKBACK_MS)),
  ]);
  return (
    (await queueForMatches(
      deps,
      'reminder',
      starting,
      (match) => `reminder:fixture:${match.fixtureId}:${match.startsAt.getTime()}`,
      reminderMessage,
    )) +
    (await queueForMatches(deps, 'moved', moved, (match) => `moved:fixture:${match.fixtureId}:${match.sequence}`, movedMessage)) +
    (await queueForMatches(deps, 'result', finished, (match) => `result:fixture:${match.fixtureId}`, resultMessage))
  );
}

type Delivery =
  { kind: 'sent' } | { kind: 'skipped'; reason: string } | { kind: 'retry'; reason: string } | { kind: 'failed'; reason: string };

async function deliverPush(deps: NotificationDeps, message: ClaimedMessage, stored: StoredMessage): Promise<Delivery> {
  if (!deps.push) return { kind: 'skipped', reason: 'push is not configured' };
  const devices = await listSubscriptions(deps.db, message.userId);
  if (devices.length === 0) return { kind: 'skipped', reason: 'no subscribed device' };
  const payload = JSON.stringify(stored.push);
  let delivered = 0;
  let retry: string | null = null;
  let refused: string | null = null;
  for (const device of devices) {
    const outcome = await deps.push.send(device, payload, {
      ttlSeconds: PUSH_TTL_SECONDS,
      urgency: message.kind === 'reminder' ? 'high' : 'normal',
    });
    if (outcome.kind === 'delivered') {
      delivered++;
      await markSubscriptionDelivered(deps.db, device.id, deps.clock.now());
    } else if (outcome.kind === 'gone') {
      // The browser unsubscribed or the push service forgot it: it will never deliver again.
      await deleteSubscriptionById(deps.db, device.id);
    } else if (outcome.kind === 'retry') retry = outcome.reason;
    else refused = outcome.reason;
  }
  // A device that got it is not sent it twice: a retry would go to every device again.
  if (delivered > 0) return { kind: 'sent' };
  if (retry) return { kind: 'retry', reason: retry };
  if (refused) return { kind: 'failed', reason: refused };
  return { kind: 'skipped', reason: 'every device unsubscribed' };
}

async function deliverEmail(deps: NotificationDeps, message: ClaimedMessage, stored: StoredMessage): Promise<Delivery> {
  if (!stored.email) return { kind: 'skipped', reason: 'no email for this message' };
  try {
    const sent = await deps.notifier.sendNotification({ userId: message.userId, ...stored.email });
    return sent ? { kind: 'sent' } : { kind: 'skipped', reason: 'no verified, subscribed address' };
  } catch (error) {
    return { kind: 'retry', reason: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Sends the due messages, `batch` at a time, each claimed in PostgreSQL first (FOR UPDATE SKIP LOCKED
 * and a lease), so two replicas never send one message twice. A failure that may pass (the push
 * service busy, the mail server down) is retried with a doubling wait; the sixth failure is final.
 */
export async function deliverDueNotifications(
  deps: NotificationDeps,
  batch = 50,
): Promise<{ sent: number; skipped: number; retried: number; failed: number }> {
  const counts = { sent: 0, skipped: 0, retried: 0, failed: 0 };
  const claimed = await claimDue(deps.db, deps.clock.now(), batch, CLAIM_LEASE_MS);
  for (const message of claimed) {
    const stored = message.message as StoredMessage;
    const now = deps.clock.now();
    let delivery: Delivery;
    if (stored.expiresAt && Date.parse(stored.expiresAt) <= now.getTime())
      delivery = { kind: 'skipped', reason: 'too late: the moment passed' };
    else delivery = message.channel === 'push' ? await deliverPush(deps, message, stored) : await deliverEmail(deps, message, stored);

    if (delivery.kind === 'retry' && message.attempts >= MAX_ATTEMPTS) delivery = { kind: 'failed', reason: delivery.reason };
    if (delivery.kind === 'retry') {
      const wait = FIRST_RETRY_MS * 2 ** (message.attempts - 1);
      await retryMessageAt(deps.db, message.id, new Date(now.getTime() + wait), delivery.reason);
      counts.retried++;
      continue;
    }
    await finishMessage(deps.db, message.id, delivery.kind, now, delivery.kind === 'sent' ? null : delivery.reason);
    counts[delivery.kind]++;
    if (delivery.kind === 'failed')
      deps.log.warn(
        { messageId: message.id, kind: message.kind, channel: message.channel, reason: delivery.reason },
        'notification failed',
      );
  }
  return counts;
}

/** One tick of the job: queue what is due, then send it. */
export async function runNotificationsOnce(deps: NotificationDeps) {
  const queued = await queueMatchNotifications(deps);
  const delivered = await deliverDueNotifications(deps);
  return { queued, ...delivered };
}
