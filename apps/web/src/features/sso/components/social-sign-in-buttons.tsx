import { useState } from 'react';
import { SOCIAL_CONNECTIONS, type SsoConnectionName } from '@podium/contracts/sso/sso-names';
import type { TenantConfig } from '@podium/contracts/tenant/tenant-config';
import { startSsoRedirect } from '../start-sso-redirect';
import { Button } from '../../../components/ui/button';

const LABELS: Record<(typeof SOCIAL_CONNECTIONS)[number], string> = {
  google: 'Continue with Google',
  microsoft: 'Continue with Microsoft',
  apple: 'Continue with Apple',
  facebook: 'Continue with Facebook',
  github: 'Continue with GitHub',
};

/** The social providers this tenant really has (authProviders.providers), in a fixed order. */
export function enabledSocialConnections(
  providers: TenantConfig['authProviders']['providers'],
): Array<(typeof SOCIAL_CONNECTIONS)[number]> {
  return SOCIAL_CONNECTIONS.filter((connection) => providers[connection]);
}

/** One button per enabled social provider; each is a browser redirect through /api/auth/login. */
export function SocialSignInButtons({ connections, takeReturnPath }: { connections: SsoConnectionName[]; takeReturnPath(): string }) {
  const [redirectingTo, setRedirectingTo] = useState<SsoConnectionName>();
  return (
    <div className="grid gap-2">
      {connections.map((connection) => (
        <Button
          key={connection}
          variant="secondary"
          disabled={redirectingTo !== undefined}
          onClick={() => {
            if (startSsoRedirect(connection, { returnTo: takeReturnPath() })) setRedirectingTo(connection);
          }}
          className="w-full"
        >
          {redirectingTo === connection ? 'Redirecting...' : LABELS[connection as keyof typeof LABELS]}
        </Button>
      ))}
    </div>
  );
}
