import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, NotificationSettings, PushSubscriptionInput } from '@podium/contracts/notifications/notifications';
import { http } from '../../../lib/http-client';
import { lazyEnvelope } from '../../../lib/lazy-envelope';

const settingsKey = ['notification-settings'] as const;
// Lazy: the member's home reads these on its first load (issue 34).
const settingsAnswer = lazyEnvelope(async () => (await import('@podium/contracts/notifications/notifications')).notificationSettingsSchema);

/** `GET /customer/notifications`: my choices, the VAPID key and how many devices get my pushes. */
export function useNotificationSettings(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await http.get('/customer/notifications', { schema: settingsAnswer })).data,
    enabled: options.enabled ?? true,
  });
}

function useSettingsMutation<Input>(send: (input: Input) => Promise<{ data: NotificationSettings }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer.data),
  });
}

/** `PUT /customer/notification-preferences`: the whole set of choices. */
export const useSavePreferences = () =>
  useSettingsMutation((preferences: NotificationPreferences) =>
    http.put('/customer/notification-preferences', preferences, { schema: settingsAnswer }),
  );

/** `POST /customer/push-subscriptions`: this browser's subscription, after the person's tap. */
export const useSaveSubscription = () =>
  useSettingsMutation((subscription: PushSubscriptionInput) =>
    http.post('/customer/push-subscriptions', subscription, { schema: settingsAnswer }),
  );

/** `DELETE /customer/push-subscriptions`: no more pushes to this browser. */
export const useRemoveSubscription = () =>
  useSettingsMutation((endpoint: string) => http.delete('/customer/push-subscriptions', { body: { endpoint }, schema: settingsAnswer }));
