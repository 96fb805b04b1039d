import { useEffect, useState } from 'react';
import { BellRing } from 'lucide-react';
import type { NotificationKind, NotificationPreferences } from '@podium/contracts/notifications/notifications';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { useNotificationSettings, useRemoveSubscription, useSavePreferences, useSaveSubscription } from '../api/notification-settings';
import { currentSubscription, pushSupport, PushSetupError, subscribeThisBrowser, type PushSupport } from '../browser-push';
import { NotificationChoicesTable } from './notification-choices-table';
import { ThisDeviceReminders } from './this-device-reminders';

/** This browser: can it take pushes, and is it subscribed? Read once on open, never asking anything. */
function useThisBrowser() {
  const [state, setState] = useState<{ support: PushSupport; endpoint: string | null } | null>(null);
  const refresh = async () => {
    const support = pushSupport();
    const subscription = await currentSubscription().catch(() => null);
    setState({ support, endpoint: subscription?.endpoint ?? null });
  };
  useEffect(() => {
    void refresh();
  }, []);
  return { state, refresh };
}

/**
 * /profile: reminders before my matches on this device (subscribed only after the person's tap, never
 * on load), and per kind of message, push and email on or off (issue 33 §1).
 */
export function NotificationsSection() {
  const settings = useNotificationSettings();
  const savePreferences = useSavePreferences();
  const saveSubscription = useSaveSubscription();
  const removeSubscription = useRemoveSubscription();
  const browser = useThisBrowser();
  const [isTurningOn, setTurningOn] = useState(false);

  const turnOn = async () => {
    if (!settings.data?.vapidPublicKey) return;
    setTurningOn(true);
    try {
      const subscription = await subscribeThisBrowser(settings.data.vapidPublicKey);
      await saveSubscription.mutateAsync(subscription);
      toast.success('This device will remind you before your matches.');
    } catch (error) {
      toast.error(
        error instanceof PushSetupError
          ? error.message
          : errorMessage(error, { fallback: 'Could not turn on reminders. Please try again.' }),
      );
    } finally {
      setTurningOn(false);
      await browser.refresh();
    }
  };
  const turnOff = async (endpoint: string) => {
    try {
      const subscription = await currentSubscription();
      await subscription?.unsubscribe();
      await removeSubscription.mutateAsync(endpoint);
      toast.success('This device no longer gets reminders.');
    } catch (error) {
      toast.error(errorMessage(error, { fallback: 'Could not turn off reminders. Please try again.' }));
    } finally {
      await browser.refresh();
    }
  };
  // The box shows the choice in the same tap (a controlled box that waited for the mutation's next render
  // would flip back for a moment); the saved answer replaces it, or the old choice comes back on a failure.
  const [chosen, setChosen] = useState<{ preferences: NotificationPreferences; tap: number } | null>(null);
  const shown = chosen?.preferences ?? settings.data?.preferences;
  const choose = async (kind: NotificationKind, channel: 'push' | 'email', on: boolean) => {
    if (!shown) return;
    const next: NotificationPreferences = { ...shown, [kind]: { ...shown[kind], [channel]: on } };
    const tap = (chosen?.tap ?? 0) + 1;
    setChosen({ preferences: next, tap });
    try {
      await savePreferences.mutateAsync(next);
    } catch (error) {
      toast.error(errorMessage(error, { fallback: 'Could not save your choice. Please try again.' }));
    } finally {
      // Only the latest tap clears: an earlier answer must not show a choice the person already changed.
      setChosen((current) => (current?.tap === tap ? null : current));
    }
  };

  const data = settings.data;
  const here = browser.state;
  return (
    <Panel as="section" aria-labelledby="notifications-heading" className="sm:p-6">
      <h2 id="notifications-heading" className="flex items-center gap-2 text-lg font-bold">
        <BellRing aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-600" />
        Notifications
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A reminder 30 minutes before each of your matches with the venue, and word when a match moves, its result, the organisers’
        announcements and places offered from a waiting list.
      </p>
      {settings.isLoading && (
        <p role="status" className="mt-3 text-sm text-slate-500">
          Loading…
        </p>
      )}
      {settings.error && !data && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(settings.error, { fallback: 'Could not load your notification choices.' })}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void settings.refetch()}>
            Try again
          </Button>
        </div>
      )}
      {data && here && (
        <ThisDeviceReminders
          canSitePush={Boolean(data.vapidPublicKey)}
          support={here.support}
          endpoint={here.endpoint}
          otherDevices={data.pushDevices}
          isTurningOn={isTurningOn}
          isTurningOff={removeSubscription.isPending}
          onTurnOn={() => void turnOn()}
          onTurnOff={(endpoint) => void turnOff(endpoint)}
        />
      )}
      {data && (
        <NotificationChoicesTable
          preferences={shown ?? data.preferences}
          onChoose={(kind, channel, isOn) => void choose(kind, channel, isOn)}
        />
      )}
      {data && !data.emailVerified && (
        <p className="mt-2 text-xs text-slate-500">Email goes to a verified address only: add and verify yours in your details above.</p>
      )}
    </Panel>
  );
}
