import type { Announcement, PinnedAnnouncement } from '@podium/contracts/announcements/announcement';
import type { announcements } from '../../db/schema/index';

export function presentAnnouncement(row: typeof announcements.$inferSelect): Announcement {
  return {
    id: row.id,
    eventId: row.eventId,
    audience: row.audience,
    sportId: row.sportId,
    eventSportCategoryId: row.eventSportCategoryId,
    title: row.title,
    body: row.body,
    isPinned: row.isPinned,
    emailedCount: row.emailedCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentPinnedAnnouncement(row: { id: number; title: string; body: string; createdAt: Date }): PinnedAnnouncement {
  return { id: row.id, title: row.title, body: row.body, createdAt: row.createdAt.toISOString() };
}
