import { useId, useState, type FormEvent } from 'react';
import { startSsoRedirect } from '../start-sso-redirect';
import { validateSsoEmail } from '../validate-sso-email';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/text-input';

interface SsoEmailFormProps {
  allowedDomains: string[];
  /** Called when the person submits, to take the return path (it is handed to the server). */
  takeReturnPath(): string;
}

/** Corporate SSO: the work email decides the directory; only the tenant's domains pass (spec section 5). */
export function SsoEmailForm({ allowedDomains, takeReturnPath }: SsoEmailFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [isRedirecting, setIsRedirecting] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSsoEmail(email, allowedDomains);
    setError(problem);
    if (problem) return;
    setIsRedirecting(startSsoRedirect('corporate', { loginHint: email, returnTo: takeReturnPath() }));
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Company single sign-on">
      <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
        Sign in with your work email
      </label>
      <TextInput
        id={inputId}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={allowedDomains[0] ? `name@${allowedDomains[0]}` : 'name@company.com'}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (error) setError(undefined);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={isRedirecting} className="w-full">
        {isRedirecting ? 'Redirecting...' : 'Continue with SSO'}
      </Button>
    </form>
  );
}
