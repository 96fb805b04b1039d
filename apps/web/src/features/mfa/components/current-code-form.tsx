import { useState, type FormEvent, type ReactNode } from 'react';
import { MESSAGES } from '@podium/contracts/messages';
import { currentCodeSchema } from '@podium/contracts/mfa/mfa-rules';
import { CodeField } from './code-field';
import { Button, type ButtonVariant } from '../../../components/ui/button';

interface CurrentCodeFormProps {
  id: string;
  intro: ReactNode;
  submitLabel: string;
  submitVariant: Extract<ButtonVariant, 'primary' | 'danger'>;
  isWorking: boolean;
  error?: string;
  onSubmit(totpCode: string): void;
  onCancel(): void;
}

/** Asks for a current authenticator code before a sensitive change (disable, new recovery codes). */
export function CurrentCodeForm({ id, intro, submitLabel, submitVariant, isWorking, error, onSubmit, onCancel }: CurrentCodeFormProps) {
  const [code, setCode] = useState('');
  const [localError, setLocalError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = currentCodeSchema.safeParse(code);
    if (!parsed.success) return setLocalError(MESSAGES.mfa.disableCodeRequired);
    setLocalError(undefined);
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label={submitLabel}>
      <div className="text-sm text-slate-700">{intro}</div>
      <CodeField id={id} label="Current code from your app" value={code} onChange={setCode} error={localError ?? error} autoFocus />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant={submitVariant} disabled={isWorking}>
          {isWorking ? 'Working...' : submitLabel}
        </Button>
        <Button onClick={onCancel} variant="secondary">
          Cancel
        </Button>
      </div>
    </form>
  );
}
