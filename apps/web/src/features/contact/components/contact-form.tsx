import { useRef, useState, type FormEvent } from 'react';
import { contactMessageRequestSchema, type ContactMessageFields } from '@podium/contracts/contact/contact-message';
import { toast } from '../../../components/ui/toaster';
import { CaptchaWidget, chooseCaptcha, type CaptchaHandle } from '../../auth';
import { useTenantConfig } from '../../../lib/tenant/get-tenant-config';
import { useSendContactMessage } from '../api/send-contact-message';
import { Button } from '../../../components/ui/button';
import { TextArea, TextInput } from '../../../components/ui/controls';

type Field = keyof ContactMessageFields;
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY: ContactMessageFields = { name: '', email: '', message: '' };

/** Validates with the shared schema, so the page and the API agree on every rule. */
function validate(values: ContactMessageFields): { data?: ContactMessageFields; errors: FieldErrors } {
  const result = contactMessageRequestSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return { errors };
}

/**
 * The Contact page form: name, email, message and the site's captcha (the login page's widget; the
 * API refuses a message without a solution); success and error toasts. Send waits for the captcha,
 * which ALTCHA solves while the message is typed.
 */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [captchaToken, setCaptchaToken] = useState<string>();
  const captchaWidget = useRef<CaptchaHandle>(null);
  const captchaChoice = chooseCaptcha(useTenantConfig().data?.captcha);
  // CAPTCHA_PROVIDER=none (automated checks only) needs no widget.
  const token = captchaChoice.kind === 'none' ? 'none' : captchaToken;
  const send = useSendContactMessage();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { data, errors: found } = validate(values);
    setErrors(found);
    if (!data) {
      const firstInvalid = (['name', 'email', 'message'] as const).find((field) => found[field]);
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    if (!token) return;
    send.mutate(
      { ...data, captchaToken: token },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setValues(EMPTY);
        },
        onError: (error) => toast.error(error.message),
        // A solution is accepted once (or was refused): solve a fresh one for the next message.
        onSettled: () => {
          setCaptchaToken(undefined);
          captchaWidget.current?.renew();
        },
      },
    );
  };

  const fieldProps = (field: Field) => ({
    id: `contact-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [field]: event.target.value })),
    // The kit draws the box, red while aria-invalid.
    className: 'mt-1',
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5" aria-label="Contact us">
      <div>
        <label htmlFor="contact-name" className="text-sm font-medium text-slate-800">
          Name
        </label>
        <TextInput {...fieldProps('name')} type="text" autoComplete="name" maxLength={120} />
        <FieldError field="name" message={errors.name} />
      </div>
      <div>
        <label htmlFor="contact-email" className="text-sm font-medium text-slate-800">
          Email
        </label>
        <TextInput {...fieldProps('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} />
        <FieldError field="email" message={errors.email} />
      </div>
      <div>
        <label htmlFor="contact-message" className="text-sm font-medium text-slate-800">
          Message
        </label>
        <TextArea {...fieldProps('message')} rows={6} maxLength={5000} />
        <FieldError field="message" message={errors.message} />
      </div>
      <CaptchaWidget ref={captchaWidget} choice={captchaChoice} onSolved={setCaptchaToken} onExpired={() => setCaptchaToken(undefined)} />
      <Button type="submit" size="lg" disabled={send.isPending || !token} className="w-full sm:w-auto">
        {send.isPending ? 'Sending...' : 'Send message'}
      </Button>
    </form>
  );
}

function FieldError({ field, message }: { field: Field; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`contact-${field}-error`} className="mt-1 text-sm text-red-700">
      {message}
    </p>
  );
}
