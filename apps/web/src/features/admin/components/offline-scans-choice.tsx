import { Checkbox, TextInput } from '../../../components/ui/controls';

/** The most an event can allow (a day), as the admin events contract enforces. */
const MAX_ALLOWANCE_MINUTES = 24 * 60;

export type OfflineScans = { offlineScansAccepted: boolean; offlineAllowanceMinutes: string };

/**
 * Whether check-ins scanned on a phone without network count when the phone is back online, and how
 * old the scanned kiosk code may then be (issue 13: a venue's network drops on event day). The
 * allowance stays editable when offline scans are off, so it is kept for when they are turned back
 * on; it stays a string while typed so an emptied field does not jump back to a number.
 */
export function OfflineScansChoice({
  name,
  value,
  onChange,
}: {
  name: string;
  value: OfflineScans;
  onChange: (value: OfflineScans) => void;
}) {
  const hintId = `${name}-hint`;
  return (
    <fieldset className="flex flex-col gap-2 text-sm sm:col-span-2">
      <legend className="mb-1 font-medium">Check-ins without network</legend>
      <label className="flex items-center gap-3">
        <Checkbox
          checked={value.offlineScansAccepted}
          onChange={(change) => onChange({ ...value, offlineScansAccepted: change.target.checked })}
          aria-describedby={hintId}
        />
        <span className="font-medium">Accept check-ins scanned offline</span>
      </label>
      <label className="flex flex-col gap-1">
        <span>Offline allowance (minutes after the code's time)</span>
        <TextInput
          type="number"
          required
          min={1}
          max={MAX_ALLOWANCE_MINUTES}
          step={1}
          inputMode="numeric"
          value={value.offlineAllowanceMinutes}
          onChange={(change) => onChange({ ...value, offlineAllowanceMinutes: change.target.value })}
          aria-describedby={hintId}
          inline
          className="max-w-40"
        />
      </label>
      <span id={hintId} className="text-slate-600">
        A phone without network keeps the scan and sends it later; it counts if sent within this many minutes of the kiosk code it read (1
        to 1440).
      </span>
    </fieldset>
  );
}
