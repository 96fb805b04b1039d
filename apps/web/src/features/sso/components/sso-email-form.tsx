import { useId, useState, type FormEvent } from 'react';
import { startSsoRedirect } from '../start-sso-redirect';
import { validateSsoEmail } from '../validate-sso-email';
import { buttonClass } from '../../../components/ui/button';

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
      <input
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
        className="w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <button type="submit" disabled={isRedirecting} className={buttonClass('primary', 'w-full')}>
        {isRedirecting ? 'Redirecting...' : 'Continue with SSO'}
      </button>
    </form>
  );
}
