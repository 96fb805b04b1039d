import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { digitsOnly, OTP_LENGTH } from '@podium/contracts/auth/phone-format';
import { TextInput } from '../../../components/ui/controls';

interface OtpBoxesProps {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  /** Changes when the boxes must start over (a wrong code, a new code): the first box takes the focus. */
  focusKey?: number;
}

/** Six one-digit boxes: typing moves forward, Backspace moves back, a pasted code fills them all. */
export function OtpBoxes({ value, onChange, disabled, focusKey = 0 }: OtpBoxesProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const digits = Array.from({ length: OTP_LENGTH }, (_, index) => value[index] ?? '');
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  // On the first show, and after a wrong or new code; `disabled` is in the list because a box
  // cannot take the focus while a verify is running.
  useEffect(() => {
    if (!disabled) boxes.current[0]?.focus();
  }, [focusKey, disabled]);

  const setDigit = (index: number, typed: string) => {
    const clean = digitsOnly(typed, OTP_LENGTH);
    if (clean.length > 1) {
      // Autofill or a fast typist: spread the digits from this box on.
      const next = (digits.slice(0, index).join('') + clean).slice(0, OTP_LENGTH);
      onChange(next);
      focus(next.length);
      return;
    }
    const next = [...digits];
    next[index] = clean;
    onChange(next.join('').slice(0, OTP_LENGTH));
    if (clean) focus(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next.join(''));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = digitsOnly(event.clipboardData.getData('text'), OTP_LENGTH);
    if (!pasted) return;
    event.preventDefault();
    onChange(pasted);
    focus(pasted.length);
  };

  return (
    <div className="flex justify-between gap-2" role="group" aria-label="One-time code">
      {digits.map((digit, index) => (
        <TextInput
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => setDigit(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={OTP_LENGTH}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          inline
          className="h-12 w-11 text-center text-xl font-semibold"
        />
      ))}
    </div>
  );
}
