import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationPreferencesSchema,
  notificationSettingsSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@podium/contracts/notifications/notifications';
import { successEnvelope } from '@podium/contracts/http/envelope';
import { SIGN_IN_AGAIN_MESSAGE } from '../../http/authentication/authentication';
import { success } from '../../http/success';
import { adminConfiguredPolicy } from '../../platform/guarded-http';
import {
  notificationSettings,
  subscribeDevice,
  unsubscribeDevice,
  updatePreferences,
  type NotificationSettingsDeps,
} from './notifications.service';

const answer = { 200: successEnvelope(notificationSettingsSchema) };

/** A person's notifications (issue 33 §1): what they get on which channel, and the devices that get pushes. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): NotificationSettingsDeps => ({
    db: app.deps.db,
    vapid: app.deps.vapid,
    pushPolicy: adminConfiguredPolicy(app.deps.config.OUTBOUND_ALLOW_PRIVATE_HOSTS),
  });
  const member = { auth: 'member', signInMessage: SIGN_IN_AGAIN_MESSAGE } as const;

  app.get(
    '/customer/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "My notification choices, this server's VAPID public key and how many of my devices get pushes",
        security: [{ bearer: [] }],
        response: answer,
      },
      config: member,
    },
    async (request) => success(await notificationSettings(deps(), request.session.user.id)),
  );

  app.put(
    '/customer/notification-preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Choose, per kind (reminder, moved, result, announcement, waitlist), push and email on or off',
        security: [{ bearer: [] }],
        body: notificationPreferencesSchema,
        response: answer,
      },
      config: { ...member, cache: 'own' },
    },
    async (request) =>
      success(
        await updatePreferences(deps(), request.tenant.id, request.session.user.id, request.body),
        'Your notification choices are saved.',
      ),
  );

  app.post(
    '/customer/push-subscriptions',
    {
      schema: {
        tags: ['notifications'],
        summary: "Get pushes on this browser: its PushSubscription (endpoint and keys), after the person's tap",
        security: [{ bearer: [] }],
        body: pushSubscriptionSchema,
        response: answer,
      },
      config: { ...member, cache: 'own' },
    },
    async (request) =>
      success(
        await subscribeDevice(deps(), request.tenant.id, request.session.user.id, request.body),
        'This device will remind you before your matches.',
      ),
  );

  app.delete(
    '/customer/push-subscriptions',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Stop pushes to this browser (its endpoint); another person’s device is left alone',
        security: [{ bearer: [] }],
        body: pushUnsubscribeSchema,
        response: answer,
      },
      config: { ...member, cache: 'own' },
    },
    async (request) =>
      success(await unsubscribeDevice(deps(), request.session.user.id, request.body.endpoint), 'This device no longer gets pushes.'),
  );
};
