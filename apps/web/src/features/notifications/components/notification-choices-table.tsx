import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationPreferences,
} from '@podium/contracts/notifications/notifications';
import { Checkbox } from '../../../components/ui/controls';

/** Per kind of message, a push box and an email box: what the person is told, and how. */
export function NotificationChoicesTable({
  preferences,
  onChoose,
}: {
  preferences: NotificationPreferences;
  onChoose: (kind: NotificationKind, channel: 'push' | 'email', isOn: boolean) => void;
}) {
  return (
    <table className="mt-4 w-full text-sm">
      <caption className="sr-only">What you are told, by push and by email</caption>
      <thead>
        <tr className="text-left text-slate-500">
          <th scope="col" className="py-1 font-medium">
            Tell me about
          </th>
          <th scope="col" className="w-16 py-1 text-center font-medium">
            Push
          </th>
          <th scope="col" className="w-16 py-1 text-center font-medium">
            Email
          </th>
        </tr>
      </thead>
      <tbody>
        {NOTIFICATION_KINDS.map((kind) => (
          <tr key={kind} className="border-t border-slate-100">
            <th scope="row" className="py-2 pr-2 text-left font-normal">
              {NOTIFICATION_KIND_LABELS[kind]}
            </th>
            {(['push', 'email'] as const).map((channel) => (
              <td key={channel} className="py-2 text-center">
                <Checkbox
                  aria-label={`${NOTIFICATION_KIND_LABELS[kind]} by ${channel}`}
                  checked={preferences[kind][channel]}
                  onChange={(event) => onChoose(kind, channel, event.target.checked)}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
