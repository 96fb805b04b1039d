import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/http-client';
import { errorMessage } from '../../../lib/error-messages';
import { usePlatformAudit, usePlatformOperator, usePlatformTenants } from '../api/platform-api';
import { CreateTenantForm } from './create-tenant-form';
import { PlatformAudit } from './platform-audit';
import { TenantsList } from './tenants-list';

/** A refusal of /api/platform/me, in words with a way forward. */
function Refused({ error }: { error: unknown }) {
  const code = error instanceof ApiError ? error.code : undefined;
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404)
    return (
      <Notice title="The operator console is not on this address">
        Operators sign in on the platform host (PLATFORM_HOST; in development <code>platform.localhost</code>).{' '}
        <Link to="/" className="font-semibold underline">
          Go to this site's home page
        </Link>
      </Notice>
    );
  if (code === 'MFA_SETUP_REQUIRED')
    return (
      <Notice title="Two-factor authentication required">
        Operators must use two-factor authentication.{' '}
        <Link to="/security" className="font-semibold underline">
          Set it up on the Security page
        </Link>
        , then come back here.
      </Notice>
    );
  if (status === 403)
    return <Notice title="Only platform operators can open this console">Sign in with an operator's phone number.</Notice>;
  return (
    <Notice title="The console could not be loaded">
      {errorMessage(error, { fallback: 'Something went wrong. Reload the page to try again.' })}
    </Notice>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section role="alert" aria-labelledby="platform-notice-title" className="space-y-2 rounded-lg bg-amber-50 p-4 text-amber-900">
      <h2 id="platform-notice-title" className="text-lg font-semibold">
        {title}
      </h2>
      <p>{children}</p>
    </section>
  );
}

/**
 * The operator console (issue 29): every company site with its status and head counts, a new site
 * with its first admin's invitation, edit (name, hosts, modules, SSO domains), suspend and resume,
 * and the platform audit log. The API checks host, operator and two-factor on every call.
 */
export function PlatformConsole() {
  const operator = usePlatformOperator();
  const isOperator = operator.isSuccess;
  const tenants = usePlatformTenants(isOperator);
  const audit = usePlatformAudit(isOperator);
  if (operator.isPending) return <p className="text-sm text-slate-600">Loading…</p>;
  if (operator.isError) return <Refused error={operator.error} />;
  const siteNames = new Map(tenants.data?.tenants.map((tenant) => [tenant.id, tenant.name]));
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">Signed in as {operator.data.name}, platform operator.</p>
      {tenants.isError ? (
        <Refused error={tenants.error} />
      ) : tenants.data ? (
        <TenantsList tenants={tenants.data.tenants} />
      ) : (
        <p className="text-sm text-slate-600">Loading the sites…</p>
      )}
      <CreateTenantForm cnameTarget={tenants.data?.cnameTarget ?? null} />
      {audit.data && <PlatformAudit entries={audit.data} siteNames={siteNames} />}
    </div>
  );
}
