import { useState, type FormEvent } from 'react';
import { formatPhone, OTP_LENGTH } from '@podium/contracts/auth/phone-format';
import { MESSAGES } from '@podium/contracts/messages';
import type { MfaRequiredAnswer, SignedInAnswer } from '@podium/contracts/auth/verify-otp';
import { verifyOtp } from '../api/verify-otp';
import { EMPTY_DETAILS, validateDetails, type DetailsValues, type MissingFlags } from '../details-form';
import { verifyOtpErrorMessage } from '../login-messages';
import type { CaptchaConfig } from '../captcha/captcha-choice';
import { ApiError } from '../../../lib/http-client';
import { ExtraFields } from './extra-fields';
import { OtpBoxes } from './otp-boxes';
import { ResendOtp } from './resend-otp';
import { buttonClass } from '../../../components/ui/button';

interface OtpStepProps {
  phone: string;
  /** The tenant's captcha, for 'Resend OTP'. */
  captcha: CaptchaConfig | undefined;
  /** The new code's send time, for the resend wait. */
  sentAtMs: number;
  onResent(): void;
  onChangeNumber(): void;
  onSignedIn(answer: SignedInAnswer): void;
  onMfaRequired(answer: MfaRequiredAnswer): void;
  onError(message: string | undefined): void;
}

/** Six code boxes, Change, and the extra fields when the server asks for them; 'Verify OTP' / 'Verifying...'. */
export function OtpStep({ phone, captcha, sentAtMs, onResent, onChangeNumber, onSignedIn, onMfaRequired, onError }: OtpStepProps) {
  const [otp, setOtp] = useState('');
  const [attempt, setAttempt] = useState(0);
  const startOver = () => {
    setOtp('');
    setAttempt((count) => count + 1);
  };
  const [missing, setMissing] = useState<MissingFlags>();
  const [details, setDetails] = useState<DetailsValues>(EMPTY_DETAILS);
  const [isLoading, setLoading] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (otp.length !== OTP_LENGTH) return onError(MESSAGES.otp.incomplete);
    const problem = validateDetails(missing, details);
    if (problem) return onError(problem);
    onError(undefined);
    setLoading(true);
    try {
      const answer = await verifyOtp({
        phone,
        otp,
        ...(missing
          ? {
              name: details.name.trim() || undefined,
              email: details.email.trim() || undefined,
              gender: details.gender || undefined,
              companyName: details.company.name.trim() || undefined,
              companyId: details.company.id ?? undefined,
            }
          : {}),
      });
      if ('mfaRequired' in answer && answer.mfaRequired) return onMfaRequired(answer);
      if ('token' in answer && answer.token) return onSignedIn(answer);
      if ('isNameNotProvided' in answer && (answer.isNameNotProvided || answer.isEmailMissing || answer.isCompanyNameNotProvided)) {
        setMissing({
          isNameNotProvided: answer.isNameNotProvided,
          isEmailMissing: answer.isEmailMissing,
          isCompanyNameNotProvided: answer.isCompanyNameNotProvided,
        });
        if (answer.email) setDetails((values) => ({ ...values, email: values.email || answer.email! }));
        return;
      }
      onError(MESSAGES.otp.noToken);
    } catch (error) {
      onError(verifyOtpErrorMessage(error));
      // A wrong or spent code: empty boxes, ready for the next try.
      if (error instanceof ApiError && (error.errorCode === 'OTP_INCORRECT' || error.errorCode === 'OTP_EXPIRED')) startOver();
    } finally {
      setLoading(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">
        Enter the 6-digit code sent to <span className="font-semibold text-ink">{formatPhone(phone)}</span>{' '}
        <button type="button" onClick={onChangeNumber} className="font-semibold text-brand-700 underline">
          Change
        </button>
      </p>
      <OtpBoxes value={otp} onChange={setOtp} disabled={isLoading} focusKey={attempt + sentAtMs} />
      {missing && (
        <>
          <p className="text-sm font-semibold text-ink">Tell us a little about you</p>
          <ExtraFields missing={missing} values={details} onChange={setDetails} />
        </>
      )}
      <button type="submit" disabled={isLoading || otp.length !== OTP_LENGTH} className={buttonClass('primary', 'w-full', 'lg')}>
        {isLoading ? 'Verifying...' : 'Verify OTP'}
      </button>
      <ResendOtp
        phone={phone}
        captcha={captcha}
        sentAtMs={sentAtMs}
        onError={onError}
        onResent={() => {
          startOver();
          onResent();
        }}
      />
    </form>
  );
}
