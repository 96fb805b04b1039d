import type { TenantConfig } from '@podium/contracts/tenant/tenant-config';
import { OrDivider } from './or-divider';
import { enabledSocialConnections, SocialSignInButtons } from './social-sign-in-buttons';
import { SsoEmailForm } from './sso-email-form';

interface SignInChoicesProps {
  tenant: TenantConfig | undefined;
  /** Takes (and clears) the stored return path when a redirect starts. */
  takeReturnPath(): string;
  /** Another way to sign in comes before (the phone form): start with an 'or'. */
  isAfterOtherChoices?: boolean;
}

/**
 * The sign-in choice screen's SSO section and social buttons, separated by 'or' when both are
 * present (spec section 2). Renders nothing when the tenant has neither configured.
 */
export function SignInChoices({ tenant, takeReturnPath, isAfterOtherChoices = false }: SignInChoicesProps) {
  if (!tenant) return null;
  const allowedDomains = tenant.sso.allowedDomains;
  const social = enabledSocialConnections(tenant.authProviders.providers);
  const hasSso = allowedDomains.length > 0;
  if (!hasSso && social.length === 0) return null;
  return (
    <div className="space-y-5" data-testid="sign-in-choices">
      {isAfterOtherChoices && <OrDivider />}
      {hasSso && <SsoEmailForm allowedDomains={allowedDomains} takeReturnPath={takeReturnPath} />}
      {hasSso && social.length > 0 && <OrDivider />}
      {social.length > 0 && <SocialSignInButtons connections={social} takeReturnPath={takeReturnPath} />}
    </div>
  );
}
