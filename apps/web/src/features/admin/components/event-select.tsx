import { inputClass } from './form-styles';

interface EventSelectProps {
  events: { id: number; name: string }[] | undefined;
  value: number | string;
  onChange: (value: string) => void;
  /** A first option with the empty value ("The whole site", "Choose an event"); none when omitted. */
  emptyOption?: string;
}

/** The event picker of the admin panels: one option per event. The caller's <label> names it. */
export function EventSelect({ events, value, onChange, emptyOption }: EventSelectProps) {
  return (
    <select value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
      {emptyOption !== undefined && <option value="">{emptyOption}</option>}
      {events?.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </select>
  );
}
