import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_KINDS,
  type NotificationPreferences,
  type NotificationSettings,
  type PushSubscriptionInput,
} from '@podium/contracts/notifications/notifications';
import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { checkOutboundUrl, type OutboundPolicy } from '../../platform/guarded-http';
import type { VapidKeys } from '../../platform/push/vapid-keys';
import {
  deleteOwnSubscription,
  findEmailState,
  listPreferenceRows,
  listSubscriptions,
  savePreferences,
  upsertSubscriptionWithinLimit,
} from './notifications.repository';

export interface NotificationSettingsDeps {
  db: Database;
  vapid: VapidKeys | null;
  /** Who may be reached at a push endpoint (a member sent it: https to public addresses in production). */
  pushPolicy: OutboundPolicy;
}

/** Most browsers a person is likely to use; more is a script, not a person. */
const MAX_DEVICES = 10;

async function preferencesOf(db: Database, userId: number): Promise<NotificationPreferences> {
  const rows = await listPreferenceRows(db, [userId]);
  const preferences = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  for (const row of rows) {
    if ((NOTIFICATION_KINDS as readonly string[]).includes(row.kind)) {
      preferences[row.kind as keyof NotificationPreferences] = { push: row.push, email: row.email };
    }
  }
  return preferences;
}

export async function notificationSettings(deps: NotificationSettingsDeps, userId: number): Promise<NotificationSettings> {
  const [preferences, devices, email] = await Promise.all([
    preferencesOf(deps.db, userId),
    listSubscriptions(deps.db, userId),
    findEmailState(deps.db, userId),
  ]);
  return {
    vapidPublicKey: deps.vapid?.publicKey ?? null,
    preferences,
    pushDevices: devices.length,
    emailVerified: Boolean(email?.email && email.verifiedAt),
  };
}

export async function updatePreferences(
  deps: NotificationSettingsDeps,
  tenantId: number,
  userId: number,
  preferences: NotificationPreferences,
) {
  await savePreferences(deps.db, tenantId, userId, preferences);
  return notificationSettings(deps, userId);
}

/** Saves this browser's subscription after the person's tap; the endpoint must be one we may reach. */
export async function subscribeDevice(
  deps: NotificationSettingsDeps,
  tenantId: number,
  userId: number,
  subscription: PushSubscriptionInput,
) {
  if (!deps.vapid) throw new DomainError('CONFLICT', 'Push notifications are not set up on this site. Email still reaches you.');
  const refusal = await checkOutboundUrl(subscription.endpoint, deps.pushPolicy);
  if (refusal) throw new DomainError('VALIDATION_FAILED', `This push address cannot be used: ${refusal}.`);
  if (!(await upsertSubscriptionWithinLimit(deps.db, tenantId, userId, subscription, MAX_DEVICES))) {
    throw new DomainError('CONFLICT', `You get reminders on ${MAX_DEVICES} devices already. Turn them off on one first.`);
  }
  return notificationSettings(deps, userId);
}

export async function unsubscribeDevice(deps: NotificationSettingsDeps, userId: number, endpoint: string) {
  await deleteOwnSubscription(deps.db, userId, endpoint);
  return notificationSettings(deps, userId);
}
