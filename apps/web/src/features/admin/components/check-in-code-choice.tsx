import { Radio } from '../../../components/ui/controls';
/**
 * How an event's attendance codes work, for the new-event form and the event's details. Rotating
 * codes are the default; static printed codes stay possible and are labelled as the weaker choice
 * (issue #12, finding 7: a photo of a printed code checks people in from anywhere).
 */
export function CheckInCodeChoice({
  name,
  rotating,
  onChange,
}: {
  /** The radio group's name (unique per form on the page). */
  name: string;
  rotating: boolean;
  onChange: (rotating: boolean) => void;
}) {
  const options = [
    {
      value: true,
      label: 'Rotating codes on a kiosk screen (recommended)',
      hint: 'Staff show the code on a screen at each venue (/kiosk). It changes every 30 seconds, so a photo of it stops working within a minute.',
    },
    {
      value: false,
      label: 'Static printed codes (weaker)',
      hint: 'Posters are easier to set up, but anyone with a photo of one can check in from anywhere, for the whole event.',
    },
  ];
  return (
    <fieldset className="flex flex-col gap-2 text-sm sm:col-span-2">
      <legend className="mb-1 font-medium">Check-in codes</legend>
      {options.map((option) => (
        <label
          key={String(option.value)}
          className={`flex items-start gap-3 rounded-lg border p-3 ${option.value === rotating ? 'border-brand-500 bg-brand-50/50' : 'border-slate-300'}`}
        >
          <Radio
            name={name}
            checked={option.value === rotating}
            onChange={() => onChange(option.value)}
            aria-describedby={`${name}-${String(option.value)}-hint`}
            className="mt-1 h-4 w-4 shrink-0"
          />
          <span className="flex flex-col gap-0.5">
            <span className="font-medium">{option.label}</span>
            <span id={`${name}-${String(option.value)}-hint`} className={option.value ? 'text-slate-600' : 'text-amber-800'}>
              {option.hint}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
