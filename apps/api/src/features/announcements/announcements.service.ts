import type {
  Announcement,
  CreateAnnouncement,
  PinnedAnnouncement,
  UpdateAnnouncement,
} from '@podium/contracts/announcements/announcement';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import type { Clock } from '../../platform/clock';
import { writeActorAudit, type AuditActor } from '../../platform/audit/write-audit-entry';
import { consumeRateLimit, type RateLimit } from '../../platform/rate-limit/rate-limiter';
import type { EmailNotifier } from '../email';
import { announcementMessage, queueForPeople } from '../notifications';
import type { PushSender } from '../../platform/push/push-sender';
import { eventPathSegment } from '@podium/contracts/events/event-path';
import {
  findAnnouncement,
  findEventOfTenant,
  insertAnnouncement,
  isCategoryAtEvent,
  isSportAtEvent,
  listAudience,
  listEventAnnouncements,
  listPinnedAnnouncements,
  setEmailedCount,
  updateAnnouncement,
} from './announcements.repository';
import { presentAnnouncement, presentPinnedAnnouncement } from './announcements.presenter';

/** Five announcements per event in an hour: enough for a day of changes, not a flood of mail. */
export const ANNOUNCEMENT_LIMIT: RateLimit = { max: 5, windowSeconds: 3600 };

export interface AnnouncementDeps {
  db: Database;
  clock: Clock;
  notifier: EmailNotifier;
  /** Web Push; null when the site has no VAPID keys. */
  push: PushSender | null;
}

/**
 * Writes an announcement (audited), then emails its audience in the background: everyone registered
 * in the event, a sport or a category, or the event's staff. Counted against the event's limit
 * before anything is written (429 with Retry-After past it).
 */
export async function createAnnouncement(
  deps: AnnouncementDeps,
  actor: AuditActor,
  eventId: number,
  input: CreateAnnouncement,
): Promise<Announcement> {
  const { db } = deps;
  const event = await findEventOfTenant(db, actor.tenantId, eventId);
  if (!event) throw new DomainError('EVENT_NOT_FOUND', 'Event not found on this site.');
  if (input.audience === 'sport' && !(await isSportAtEvent(db, eventId, input.sportId!))) {
    throw new DomainError('NOT_FOUND', `Sport ${input.sportId} is not played at this event.`);
  }
  if (input.audience === 'category' && !(await isCategoryAtEvent(db, eventId, input.eventSportCategoryId!))) {
    throw new DomainError('NOT_FOUND', `Sport category ${input.eventSportCategoryId} is not at this event.`);
  }
  if (input.audience === 'staff' && input.isPinned) {
    throw new DomainError('VALIDATION_FAILED', 'A staff-only announcement cannot be pinned on the public event site.');
  }
  const now = deps.clock.now();
  await consumeRateLimit(
    db,
    `announcement:${eventId}`,
    ANNOUNCEMENT_LIMIT,
    now,
    'This event had 5 announcements in the last hour. Wait a little, or edit the pinned one people already see.',
  );
  const row = await db.transaction(async (tx) => {
    const created = await insertAnnouncement(tx, {
      tenantId: actor.tenantId,
      eventId,
      audience: input.audience,
      sportId: input.audience === 'sport' ? input.sportId! : null,
      eventSportCategoryId: input.audience === 'category' ? input.eventSportCategoryId! : null,
      title: input.title,
      body: input.body,
      isPinned: input.isPinned,
      createdByUserId: actor.userId,
      createdAt: now,
    });
    await writeActorAudit(tx, actor, now, {
      action: 'announcement.sent',
      entity: 'event',
      entityId: eventId,
      before: null,
      after: { announcementId: created.id, audience: created.audience, title: created.title, isPinned: created.isPinned },
    });
    return created;
  });
  const recipients = await listAudience(db, actor.tenantId, eventId, {
    kind: input.audience,
    sportId: input.sportId,
    eventSportCategoryId: input.eventSportCategoryId,
  });
  // Push to everyone in the audience who chose it (queued: the notifications job sends it); email below.
  await queueForPeople(
    deps,
    'announcement',
    recipients.map((recipient) => ({
      userId: recipient.userId,
      tenantId: recipient.tenantId,
      emailReachable: recipient.emailReachable,
      subjectKey: `announcement:${row.id}`,
      message: announcementMessage({
        announcementId: row.id,
        eventName: event.name,
        eventPath: `/${eventPathSegment(event.cityName, event.slug)}`,
        title: row.title,
        body: row.body,
      }),
    })),
  );
  deps.notifier.notifyAnnouncement(
    {
      tenantId: actor.tenantId,
      announcementId: row.id,
      eventName: event.name,
      eventSlug: event.slug,
      cityName: event.cityName,
      title: row.title,
      body: row.body,
      recipients: recipients.filter((recipient) => recipient.emailReachable),
    },
    (sent) => setEmailedCount(db, row.id, sent),
  );
  return presentAnnouncement(row);
}

/**
 * Corrects an announcement's title or text, or pins or unpins it on the event site (audited, with the
 * values before and after). Nothing is sent again: emails and pushes already out stay as they were.
 */
export async function editAnnouncement(
  db: Database,
  clock: Clock,
  actor: AuditActor,
  where: { eventId: number; announcementId: number },
  changes: UpdateAnnouncement,
): Promise<Announcement> {
  const key = { tenantId: actor.tenantId, ...where };
  return db.transaction(async (tx) => {
    const before = await findAnnouncement(tx, key);
    if (!before) throw new DomainError('NOT_FOUND', 'This announcement is not at this event.');
    if (changes.isPinned && before.audience === 'staff') {
      throw new DomainError('VALIDATION_FAILED', 'A staff-only announcement cannot be pinned on the public event site.');
    }
    const after = (await updateAnnouncement(tx, key, changes))!;
    const shown = (row: typeof before) => Object.fromEntries(Object.keys(changes).map((field) => [field, row[field as keyof typeof row]]));
    await writeActorAudit(tx, actor, clock.now(), {
      action: 'announcement.edited',
      entity: 'event',
      entityId: where.eventId,
      before: { announcementId: before.id, ...shown(before) },
      after: { announcementId: after.id, ...shown(after) },
    });
    return presentAnnouncement(after);
  });
}

/** The event's announcements, newest first, for its staff and admins. */
export async function listAnnouncements(db: Database, tenantId: number, eventId: number): Promise<Announcement[]> {
  if (!(await findEventOfTenant(db, tenantId, eventId))) throw new DomainError('EVENT_NOT_FOUND', 'Event not found on this site.');
  return (await listEventAnnouncements(db, tenantId, eventId)).map(presentAnnouncement);
}

/** What the event site pins: pinned announcements for everyone (never a staff-only one). */
export async function listPinned(db: Database, tenantId: number, eventId: number): Promise<PinnedAnnouncement[]> {
  return (await listPinnedAnnouncements(db, tenantId, eventId)).map(presentPinnedAnnouncement);
}
