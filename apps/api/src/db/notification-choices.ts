import { sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '@podium/contracts/notifications/notifications';
import { notificationPreferences, users } from './schema/index';

/**
 * True unless the person turned email off for `kind` on /profile (issue 33 §1): for the queries of
 * other features that mail people (fixture changes, announcements). No row means on.
 */
export function emailChosenFor(kind: NotificationKind): SQL<boolean> {
  return sql<boolean>`not exists (select 1 from ${notificationPreferences} where ${notificationPreferences.userId} = ${users.id} and ${notificationPreferences.kind} = ${kind} and not ${notificationPreferences.email})`;
}
