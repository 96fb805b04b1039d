import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { rankCompanies } from '@podium/contracts/auth/rank-companies';
import type { CompanyOption } from '@podium/contracts/auth/companies';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/controls';

/** Spec section 9: a chosen option sets its id after 10 ms; choosing settles after 200 ms; blur closes after 150 ms. */
export const CHOICE_ID_DELAY_MS = 10;
export const CHOICE_SETTLE_DELAY_MS = 200;
export const BLUR_CLOSE_DELAY_MS = 150;
const MAX_OPTIONS = 8;
/** Spec section 2: shown when nothing is typed. */
export const TYPE_TO_ADD_HINT = 'Type to add your company name';

export interface CompanyValue {
  name: string;
  id: number | null;
}

interface CompanyComboboxProps {
  companies: CompanyOption[];
  value: CompanyValue;
  onChange(value: CompanyValue): void;
  inputId?: string;
  invalid?: boolean;
  /** Id of the error under the field, read out with it. */
  describedBy?: string;
}

/**
 * The company field of the first sign-in: a searchable list (ranked as spec section 5 says) that
 * also takes free text. Typing opens it; picking fills the name and, a moment later, the id; Enter
 * keeps typed text as free text; Escape closes; Tab keeps new typed text when nothing matches.
 */
export function CompanyCombobox({ companies, value, onChange, inputId, invalid, describedBy }: CompanyComboboxProps) {
  const listId = useId();
  const [isOpen, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState(-1);
  const committedName = useRef(value.name);
  const isChoosing = useRef(false);
  const timers = useRef<number[]>([]);
  const typed = value.name.trim();
  const matches = useMemo(() => rankCompanies(companies, typed).slice(0, MAX_OPTIONS), [companies, typed]);
  const hasExactMatch = matches.some((match) => match.kind === 'exact');

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);
  const later = (delayMs: number, run: () => void) => timers.current.push(window.setTimeout(run, delayMs));

  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };

  const choose = (company: CompanyOption) => {
    isChoosing.current = true;
    committedName.current = company.name;
    onChange({ name: company.name, id: null });
    close();
    later(CHOICE_ID_DELAY_MS, () => onChange({ name: company.name, id: company.id }));
    later(CHOICE_SETTLE_DELAY_MS, () => {
      isChoosing.current = false;
    });
  };

  const commitTyped = () => {
    committedName.current = typed;
    onChange({ name: typed, id: null });
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setHighlighted((index) => Math.min(matches.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setHighlighted((index) => Math.max(-1, index - 1));
    } else if (event.key === 'Enter') {
      // Never submit the form from here.
      event.preventDefault();
      const option = isOpen ? matches[highlighted] : undefined;
      if (option) choose(option.company);
      else if (typed) commitTyped();
    } else if (event.key === 'Escape') {
      if (isOpen) event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      if (typed && typed !== committedName.current && matches.length === 0) commitTyped();
      else close();
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;
  return (
    <div className="relative">
      <TextInput
        id={inputId}
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-activedescendant={isOpen && highlighted >= 0 ? optionId(highlighted) : undefined}
        autoComplete="organization"
        placeholder="Search or enter company name..."
        value={value.name}
        onChange={(event) => {
          onChange({ name: event.target.value, id: null });
          setOpen(true);
          setHighlighted(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => later(BLUR_CLOSE_DELAY_MS, () => !isChoosing.current && close())}
        onKeyDown={onKeyDown}
      />
      {isOpen && (
        <div className="absolute left-0 right-0 top-full z-20 mt-1 max-h-64 overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg">
          {/* Focusing the empty field lists every company: the hint sits above them, so it shows. */}
          {!typed && <p className="border-b border-slate-100 px-3 py-2 text-sm text-slate-500">{TYPE_TO_ADD_HINT}</p>}
          <ul id={listId} role="listbox" aria-label="Companies">
            {matches.map((match, index) => (
              <li
                key={match.company.id}
                id={optionId(index)}
                role="option"
                aria-selected={value.id === match.company.id || highlighted === index}
                // mousedown: pick before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(match.company);
                }}
                className={`cursor-pointer px-3 py-2 text-sm ${highlighted === index ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
              >
                {match.company.name}
              </li>
            ))}
          </ul>
          {matches.length > 0 && typed && !hasExactMatch && (
            <div className="flex items-center justify-between gap-2 border-t border-slate-100 px-3 py-2 text-sm text-slate-600">
              <span>Use "{typed}" as company name</span>
              <Button
                variant="bare"
                onMouseDown={(event) => event.preventDefault()}
                onClick={commitTyped}
                className="rounded-md bg-brand-50 px-2 py-1 font-semibold text-brand-700 hover:bg-brand-100"
              >
                Add manually
              </Button>
            </div>
          )}
          {matches.length === 0 && typed && (
            <Button
              variant="bare"
              onMouseDown={(event) => event.preventDefault()}
              onClick={commitTyped}
              className="w-full px-3 py-2 text-left text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              Add "{typed}"
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
