import { useId, useState } from 'react';
import { dateOfBirthProblem, DATE_OF_BIRTH_MAX_YEARS } from '@podium/contracts/profile/date-of-birth';
import { yearsBefore } from '@podium/contracts/text/calendar-day';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TextInput } from '../../../components/ui/controls';
import { errorMessage } from '../../../lib/error-messages';
import { localToday } from '../../../lib/format-date';

/**
 * The date of birth asked for right where an age category needs it: checked here by the server's
 * own rule (a real past day within 100 years), then saved to the profile by `onSave`. The
 * category it sits in opens (or says why not) once the profile has it.
 */
export function DateOfBirthField({
  id,
  categoryLabel,
  onSave,
}: {
  /** The input's id, so other rows can point at it. */
  id: string;
  categoryLabel: string;
  onSave(dateOfBirth: string): Promise<unknown>;
}) {
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string>();
  const [isSaving, setSaving] = useState(false);
  const errorId = useId();
  const today = localToday();

  const save = async () => {
    const refusal = value ? dateOfBirthProblem(value, today) : 'Enter your date of birth.';
    if (refusal) return setProblem(refusal);
    setProblem(undefined);
    setSaving(true);
    try {
      await onSave(value);
    } catch (error) {
      setProblem(errorMessage(error, { fallback: 'Your date of birth was not saved. Please try again.' }));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="mt-2">
      <div className="flex flex-wrap items-end gap-2">
        <Field
          className="min-w-40 flex-1"
          label={
            <>
              Your date of birth<span className="sr-only"> for {categoryLabel}</span>
            </>
          }
        >
          <TextInput
            id={id}
            type="date"
            value={value}
            min={yearsBefore(today, DATE_OF_BIRTH_MAX_YEARS)}
            max={today}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? errorId : undefined}
            onChange={(change) => {
              setValue(change.target.value);
              setProblem(undefined);
            }}
            // Enter saves the date, never submits the whole registration.
            onKeyDown={(key) => {
              if (key.key !== 'Enter') return;
              key.preventDefault();
              void save();
            }}
          />
        </Field>
        <Button variant="secondary" disabled={isSaving} onClick={() => void save()}>
          {isSaving ? 'Saving…' : 'Save date of birth'}
        </Button>
      </div>
      {problem && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
      <p className="mt-1 text-xs text-slate-600">Saved to your profile; age categories are checked on the event&apos;s first day.</p>
    </div>
  );
}
