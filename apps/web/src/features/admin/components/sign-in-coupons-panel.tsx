import { plural } from '../../../lib/plural';
import { useState, type FormEvent } from 'react';
import { COUPON_RULE_TRIGGERS, IDENTITY_PROVIDER_CONNECTIONS } from '@podium/contracts/admin/admin-tenant-auth';
import { toast } from '../../../components/ui/toaster';
import { useCouponRuleChange, useCouponRules, useIdentityProviderChange, useIdentityProviders } from '../api/admin-content';
import { errorText } from './error-text';
import { Panel } from '../../../components/ui/panel';
import { Button } from '../../../components/ui/button';
import { TextInput, NativeSelect } from '../../../components/ui/controls';

/** The sign-in providers by their own names ('corporate' is the company's single sign-on). */
const CONNECTION_LABELS: Record<(typeof IDENTITY_PROVIDER_CONNECTIONS)[number], string> = {
  corporate: 'Corporate SSO',
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  facebook: 'Facebook',
  github: 'GitHub',
};

/** When a coupon rule gives its coupon, in people's words. */
const TRIGGER_LABELS: Record<(typeof COUPON_RULE_TRIGGERS)[number], string> = {
  registration: 'When someone registers',
  'check-in': 'When someone checks in',
  medal: 'When a team wins a medal',
};

const report = {
  onSuccess: (answer: { message: string }) => toast.success(answer.message),
  onError: (error: unknown) => toast.error(errorText(error)),
};

/**
 * Sign-in providers. The client secret is write-only: typed into a password field, stored encrypted
 * by the server and never shown again; the list says only whether one is set ('Set' / 'Replace').
 */
function Providers() {
  const providers = useIdentityProviders();
  const change = useIdentityProviderChange();
  const emptyForm = { connection: 'google', clientId: '', clientSecret: '', issuer: '' };
  const [form, setForm] = useState(emptyForm);
  /** The provider whose secret is being set or replaced, and the new secret typed so far. */
  const [secretFor, setSecretFor] = useState<{ providerId: number; secret: string } | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      connection: form.connection as (typeof IDENTITY_PROVIDER_CONNECTIONS)[number],
      clientId: form.clientId,
      clientSecret: form.clientSecret || null,
      issuer: form.issuer || null,
    };
    change.mutate(
      { fields },
      {
        ...report,
        onSuccess: (answer) => {
          report.onSuccess(answer);
          setForm(emptyForm);
        },
      },
    );
  };
  const saveSecret = (event: FormEvent) => {
    event.preventDefault();
    if (!secretFor) return;
    change.mutate(
      { providerId: secretFor.providerId, fields: { clientSecret: secretFor.secret } },
      {
        ...report,
        onSuccess: (answer) => {
          report.onSuccess(answer);
          setSecretFor(null);
        },
      },
    );
  };
  return (
    <Panel as="section" padding="sm" aria-labelledby="providers">
      <h2 id="providers" className="text-lg font-semibold">
        Sign-in providers
      </h2>
      <p className="mt-1 text-sm text-slate-600">Client secrets are stored encrypted and never shown again.</p>
      <ul className="mt-2 divide-y divide-slate-100">
        {providers.data?.map((provider) => (
          <li key={provider.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
            <span className="min-w-40 flex-1">
              <span className="font-medium">{CONNECTION_LABELS[provider.connection]}</span>{' '}
              <span className="break-all text-slate-600">{provider.clientId}</span>{' '}
              <span className={provider.secretConfigured ? 'text-slate-600' : 'text-amber-700'}>
                {provider.secretConfigured ? 'Client secret set' : 'No client secret'}
              </span>
              {provider.isEnabled ? '' : <span className="text-slate-600"> (off)</span>}
            </span>
            <Button
              variant="secondary"
              aria-label={`${provider.secretConfigured ? 'Replace' : 'Set'} the client secret of ${CONNECTION_LABELS[provider.connection]}`}
              onClick={() => setSecretFor({ providerId: provider.id, secret: '' })}
            >
              {provider.secretConfigured ? 'Replace' : 'Set'}
            </Button>
            <Button
              variant="secondary"
              onClick={() => change.mutate({ providerId: provider.id, fields: { isEnabled: !provider.isEnabled } }, report)}
            >
              {provider.isEnabled ? 'Switch off' : 'Switch on'}
            </Button>
            {secretFor?.providerId === provider.id && (
              <form onSubmit={saveSecret} className="flex w-full flex-wrap items-end gap-2">
                <label className="flex w-full min-w-0 flex-col gap-1 sm:w-auto sm:flex-1">
                  <span>New client secret for {CONNECTION_LABELS[provider.connection]}</span>
                  <TextInput
                    type="password"
                    required
                    autoComplete="new-password"
                    value={secretFor.secret}
                    onChange={(event) => setSecretFor({ ...secretFor, secret: event.target.value })}
                    inline
                  />
                </label>
                <Button type="submit">Save secret</Button>
                <Button variant="secondary" onClick={() => setSecretFor(null)}>
                  Cancel
                </Button>
              </form>
            )}
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          <span>Connection</span>
          <NativeSelect value={form.connection} onChange={(event) => setForm({ ...form, connection: event.target.value })} inline>
            {IDENTITY_PROVIDER_CONNECTIONS.map((connection) => (
              <option key={connection} value={connection}>
                {CONNECTION_LABELS[connection]}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className="flex flex-col gap-1">
          <span>Client id</span>
          <TextInput required value={form.clientId} onChange={(event) => setForm({ ...form, clientId: event.target.value })} inline />
        </label>
        <label className="flex flex-col gap-1">
          <span>Client secret</span>
          <TextInput
            type="password"
            autoComplete="new-password"
            value={form.clientSecret}
            onChange={(event) => setForm({ ...form, clientSecret: event.target.value })}
            inline
          />
        </label>
        <label className="flex flex-col gap-1">
          <span>Issuer URL (corporate)</span>
          <TextInput type="url" value={form.issuer} onChange={(event) => setForm({ ...form, issuer: event.target.value })} inline />
        </label>
        <Button type="submit">Add provider</Button>
      </form>
    </Panel>
  );
}

/** Coupon rules: what earns a coupon; disabled rather than deleted. */
function CouponRules() {
  const rules = useCouponRules();
  const change = useCouponRuleChange();
  const [form, setForm] = useState({ trigger: 'registration', title: '', partner: '', value: '', validDays: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      trigger: form.trigger as (typeof COUPON_RULE_TRIGGERS)[number],
      title: form.title,
      partner: form.partner,
      value: form.value,
      validDays: form.validDays ? Number(form.validDays) : null,
    };
    change.mutate({ fields }, report);
  };
  return (
    <Panel as="section" padding="sm" aria-labelledby="coupon-rules">
      <h2 id="coupon-rules" className="text-lg font-semibold">
        Coupon rules
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {rules.data?.map((rule) => (
          <li key={rule.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
            <span className="min-w-40 flex-1">
              <span className="font-medium">{rule.title}</span>{' '}
              <span className="text-slate-600">
                {TRIGGER_LABELS[rule.trigger].toLowerCase()}: {rule.value} at {rule.partner}
                {rule.validDays ? `, ${plural(rule.validDays, 'day')}` : ''} {rule.isActive ? '' : '(disabled)'}
              </span>
            </span>
            <Button variant="secondary" onClick={() => change.mutate({ ruleId: rule.id, fields: { isActive: !rule.isActive } }, report)}>
              {rule.isActive ? 'Disable' : 'Enable'}
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          <span>When</span>
          <NativeSelect value={form.trigger} onChange={(event) => setForm({ ...form, trigger: event.target.value })} inline>
            {COUPON_RULE_TRIGGERS.map((trigger) => (
              <option key={trigger} value={trigger}>
                {TRIGGER_LABELS[trigger]}
              </option>
            ))}
          </NativeSelect>
        </label>
        {(['title', 'partner', 'value'] as const).map((field) => (
          <label key={field} className="flex flex-col gap-1">
            <span className="capitalize">{field}</span>
            <TextInput required value={form[field]} onChange={(event) => setForm({ ...form, [field]: event.target.value })} inline />
          </label>
        ))}
        <label className="flex flex-col gap-1">
          <span>Valid days</span>
          <TextInput
            type="number"
            min={1}
            value={form.validDays}
            onChange={(event) => setForm({ ...form, validDays: event.target.value })}
            inline
          />
        </label>
        <Button type="submit">Add rule</Button>
      </form>
    </Panel>
  );
}

/** Admin → Sign-in & coupons. */
export function SignInCouponsPanel() {
  return (
    <div className="flex flex-col gap-4">
      <Providers />
      <CouponRules />
    </div>
  );
}
