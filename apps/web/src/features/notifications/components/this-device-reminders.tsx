import { Button } from '../../../components/ui/button';
import type { PushSupport } from '../browser-push';

/**
 * Reminders on this device: why there are none (the site sends no pushes, the browser cannot show
 * them, or they are blocked), "Stop reminders on this device" when it is subscribed, else the
 * tap that turns them on (never on load), with how many other devices already get them.
 */
export function ThisDeviceReminders({
  canSitePush,
  support,
  endpoint,
  otherDevices,
  isTurningOn,
  isTurningOff,
  onTurnOn,
  onTurnOff,
}: {
  canSitePush: boolean;
  support: PushSupport;
  /** This browser's subscription, or null when it has none. */
  endpoint: string | null;
  /** The devices subscribed for the person (others than this one while it has none). */
  otherDevices: number;
  isTurningOn: boolean;
  isTurningOff: boolean;
  onTurnOn: () => void;
  onTurnOff: (endpoint: string) => void;
}) {
  return (
    <div className="mt-4 rounded-lg border border-slate-200 p-3">
      {!canSitePush ? (
        <p className="text-sm text-slate-600">This site does not send push notifications. Email still reaches you.</p>
      ) : support === 'unsupported' ? (
        <p className="text-sm text-slate-600">
          This browser cannot show notifications. On a phone, add this site to your home screen first; email still reaches you.
        </p>
      ) : support === 'blocked' ? (
        <p role="alert" className="text-sm text-amber-800">
          Notifications are blocked for this site. Allow them in your browser’s site settings, then reload this page.
        </p>
      ) : endpoint ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm font-medium text-emerald-800">This device reminds you before your matches.</p>
          <Button variant="secondary" size="sm" onClick={() => onTurnOff(endpoint)} disabled={isTurningOff}>
            Stop reminders on this device
          </Button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-slate-600">
            {otherDevices > 0
              ? `${otherDevices === 1 ? 'One other device gets' : `${otherDevices} other devices get`} your reminders.`
              : 'Get a notification on this device before each match.'}
          </p>
          <Button onClick={onTurnOn} disabled={isTurningOn} aria-busy={isTurningOn}>
            {isTurningOn ? 'Turning on…' : 'Remind me before my matches'}
          </Button>
        </div>
      )}
    </div>
  );
}
