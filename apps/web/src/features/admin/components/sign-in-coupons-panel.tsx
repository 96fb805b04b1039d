import { useState, type FormEvent } from 'react';
import { COUPON_RULE_TRIGGERS, IDENTITY_PROVIDER_CONNECTIONS } from '@podium/contracts/admin/admin-tenant-auth';
import { toast } from '../../../components/ui/toaster';
import { useCouponRuleChange, useCouponRules, useIdentityProviderChange, useIdentityProviders } from '../api/admin-content';
import { errorText } from './error-text';
import { inputClass, panelClass, primaryButton, secondaryButton } from './form-styles';

const report = {
  onSuccess: (answer: { message: string }) => toast.success(answer.message),
  onError: (error: unknown) => toast.error(errorText(error)),
};

/** Sign-in providers: the secret stays in an SSO_SECRET_* server variable; only its name is entered here. */
function Providers() {
  const providers = useIdentityProviders();
  const change = useIdentityProviderChange();
  const [form, setForm] = useState({ connection: 'google', clientId: '', clientSecretEnv: '', issuer: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = {
      connection: form.connection as (typeof IDENTITY_PROVIDER_CONNECTIONS)[number],
      clientId: form.clientId,
      clientSecretEnv: form.clientSecretEnv || null,
      issuer: form.issuer || null,
    };
    change.mutate({ fields }, report);
  };
  return (
    <section aria-labelledby="providers" className={panelClass}>
      <h2 id="providers" className="text-lg font-semibold">
        Sign-in providers
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {providers.data?.map((provider) => (
          <li key={provider.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
            <span className="min-w-40 flex-1">
              <span className="font-medium">{provider.connection}</span> <span className="text-slate-600">{provider.clientId}</span>{' '}
              <span className="text-slate-600">
                {provider.clientSecretEnv
                  ? `${provider.clientSecretEnv} ${provider.secretConfigured ? 'set' : 'not set on the server'}`
                  : 'no secret'}
              </span>
            </span>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => change.mutate({ providerId: provider.id, fields: { isEnabled: !provider.isEnabled } }, report)}
            >
              {provider.isEnabled ? 'Switch off' : 'Switch on'}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          <span>Connection</span>
          <select value={form.connection} onChange={(event) => setForm({ ...form, connection: event.target.value })} className={inputClass}>
            {IDENTITY_PROVIDER_CONNECTIONS.map((connection) => (
              <option key={connection}>{connection}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          <span>Client id</span>
          <input
            required
            value={form.clientId}
            onChange={(event) => setForm({ ...form, clientId: event.target.value })}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span>Secret variable name (SSO_SECRET_...)</span>
          <input
            value={form.clientSecretEnv}
            onChange={(event) => setForm({ ...form, clientSecretEnv: event.target.value })}
            className={inputClass}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span>Issuer URL (corporate)</span>
          <input
            type="url"
            value={form.issuer}
            onChange={(event) => setForm({ ...form, issuer: event.target.value })}
            className={inputClass}
          />
        </label>
        <button type="submit" className={primaryButton}>
          Add provider
        </button>
      </form>
    </section>
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
    <section aria-labelledby="coupon-rules" className={panelClass}>
      <h2 id="coupon-rules" className="text-lg font-semibold">
        Coupon rules
      </h2>
      <ul className="mt-2 divide-y divide-slate-100">
        {rules.data?.map((rule) => (
          <li key={rule.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
            <span className="min-w-40 flex-1">
              <span className="font-medium">{rule.title}</span>{' '}
              <span className="text-slate-600">
                on {rule.trigger}: {rule.value} at {rule.partner}
                {rule.validDays ? `, ${rule.validDays} days` : ''} {rule.isActive ? '' : '(disabled)'}
              </span>
            </span>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => change.mutate({ ruleId: rule.id, fields: { isActive: !rule.isActive } }, report)}
            >
              {rule.isActive ? 'Disable' : 'Enable'}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          <span>When</span>
          <select value={form.trigger} onChange={(event) => setForm({ ...form, trigger: event.target.value })} className={inputClass}>
            {COUPON_RULE_TRIGGERS.map((trigger) => (
              <option key={trigger}>{trigger}</option>
            ))}
          </select>
        </label>
        {(['title', 'partner', 'value'] as const).map((field) => (
          <label key={field} className="flex flex-col gap-1">
            <span className="capitalize">{field}</span>
            <input
              required
              value={form[field]}
              onChange={(event) => setForm({ ...form, [field]: event.target.value })}
              className={inputClass}
            />
          </label>
        ))}
        <label className="flex flex-col gap-1">
          <span>Valid days</span>
          <input
            type="number"
            min={1}
            value={form.validDays}
            onChange={(event) => setForm({ ...form, validDays: event.target.value })}
            className={inputClass}
          />
        </label>
        <button type="submit" className={primaryButton}>
          Add rule
        </button>
      </form>
    </section>
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
