import { useState, type FormEvent } from 'react';
import { formatPhone, OTP_LENGTH } from '@podium/contracts/auth/phone-format';
import { MESSAGES } from '@podium/contracts/messages';
import type { MfaRequiredAnswer, SignedInAnswer } from '@podium/contracts/auth/verify-otp';
import { verifyOtp } from '../api/verify-otp';
import { DETAIL_FIELDS, EMPTY_DETAILS, type DetailErrors, type DetailsValues, type MissingFlags } from '../details-form';
import { verifyOtpErrorMessage } from '../login-messages';
import type { CaptchaConfig } from '../captcha/captcha-choice';
import { ApiError } from '../../../lib/http-client';
import { OtpBoxes } from './otp-boxes';
import { ResendOtp } from './resend-otp';
import { Button } from '../../../components/ui/button';

// The first sign-in's details (fields, company list, checks with Zod) are a later step most people
// never see: they load when the server answers that details are missing (issue 34).
const loadFirstSignInDetails = () => import('../first-sign-in-details');
type FirstSignInDetails = Awaited<ReturnType<typeof loadFirstSignInDetails>>;

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
  /** The tenant's SSO email domains: the first-sign-in email hint asks for the work email there. */
  workEmailDomains?: string[];
}

/** Six code boxes, Change, and the extra fields when the server asks for them; 'Verify OTP' / 'Verifying...'. */
export function OtpStep({
  phone,
  captcha,
  sentAtMs,
  onResent,
  onChangeNumber,
  onSignedIn,
  onMfaRequired,
  onError,
  workEmailDomains,
}: OtpStepProps) {
  const [otp, setOtp] = useState('');
  const [attempt, setAttempt] = useState(0);
  const startOver = () => {
    setOtp('');
    setAttempt((count) => count + 1);
  };
  const [missing, setMissing] = useState<MissingFlags>();
  // Loaded before `missing` is set, so the two are set together.
  const [detailsStep, setDetailsStep] = useState<FirstSignInDetails>();
  const validateDetailFields = (flags: MissingFlags | undefined, values: DetailsValues): DetailErrors =>
    flags && detailsStep ? detailsStep.validateDetailFields(flags, values) : {};
  const [details, setDetails] = useState<DetailsValues>(EMPTY_DETAILS);
  const [fieldErrors, setFieldErrors] = useState<DetailErrors>({});
  const [isLoading, setLoading] = useState(false);
  const errorCount = Object.keys(fieldErrors).length;

  const changeDetails = (next: DetailsValues) => {
    setDetails(next);
    // Once the problems are shown, each one goes as soon as it is fixed.
    if (errorCount > 0) setFieldErrors(validateDetailFields(missing, next));
  };

  const verify = async (code: string) => {
    if (code.length !== OTP_LENGTH) return onError(MESSAGES.otp.incomplete);
    const errors = validateDetailFields(missing, details);
    setFieldErrors(errors);
    const first = DETAIL_FIELDS.find((field) => errors[field]);
    if (first) {
      // Every problem under its field at once; the first takes the focus (and scrolls into view on a phone).
      onError(undefined);
      document.getElementById(`login-${first}`)?.focus();
      return;
    }
    onError(undefined);
    setLoading(true);
    try {
      const answer = await verifyOtp({
        phone,
        otp: code,
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
        setDetailsStep(await loadFirstSignInDetails());
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(otp);
  };
  // A complete code goes by itself (issue 30); not while the first-sign-in details are being filled in.
  const changeOtp = (code: string) => {
    setOtp(code);
    if (code.length === OTP_LENGTH && code !== otp && !missing && !isLoading) void verify(code);
  };
  const buttonText = missing?.isNameNotProvided ? 'Create account' : missing ? 'Continue' : 'Verify OTP';

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <p className="text-sm text-slate-600">
        Enter the 6-digit code sent to <span className="font-semibold text-ink">{formatPhone(phone)}</span>{' '}
        <Button variant="bare" onClick={onChangeNumber} className="font-semibold text-brand-700 underline">
          Change
        </Button>
      </p>
      <OtpBoxes value={otp} onChange={changeOtp} disabled={isLoading} focusKey={attempt + sentAtMs} />
      {missing && detailsStep && (
        <>
          <p className="text-sm font-semibold text-ink">Tell us a little about you</p>
          <detailsStep.ExtraFields
            missing={missing}
            values={details}
            onChange={changeDetails}
            errors={fieldErrors}
            workEmailDomains={workEmailDomains}
          />
        </>
      )}
      {errorCount > 0 && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorCount === 1 ? 'Fix the field marked above.' : `Fix the ${errorCount} fields marked above.`}
        </p>
      )}
      <Button type="submit" disabled={isLoading || otp.length !== OTP_LENGTH} size="lg" className="w-full">
        {isLoading ? 'Verifying...' : buttonText}
      </Button>
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
