import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/controls';

/** One day the schedule may use: its local date and the hours matches may run. */
export type ScheduleDay = { date: string; from: string; to: string };

/** The schedule form's days: a date and its hours per row, and "Add a day" (a copy of the last one). */
export function ScheduleDaysFieldset({ days, onChange }: { days: ScheduleDay[]; onChange: (days: ScheduleDay[]) => void }) {
  const change = (index: number, field: keyof ScheduleDay, value: string) =>
    onChange(days.map((day, i) => (i === index ? { ...day, [field]: value } : day)));
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Days</legend>
      {days.map((day, index) => (
        <div key={index} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <label className="col-span-2 text-sm sm:col-span-1">
            Date
            <TextInput type="date" value={day.date} onChange={(e) => change(index, 'date', e.target.value)} />
          </label>
          <label className="text-sm">
            From
            <TextInput type="time" value={day.from} onChange={(e) => change(index, 'from', e.target.value)} />
          </label>
          <label className="text-sm">
            To
            <TextInput type="time" value={day.to} onChange={(e) => change(index, 'to', e.target.value)} />
          </label>
        </div>
      ))}
      <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => onChange([...days, { ...days.at(-1)! }])}>
        Add a day
      </Button>
    </fieldset>
  );
}
