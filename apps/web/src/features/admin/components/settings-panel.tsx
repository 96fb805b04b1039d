import { useState } from 'react';
import { flagGroupLabel, flagLabel, SIGN_IN_POLICY_LABELS } from './setting-labels';
import type { TenantSettings } from '@podium/contracts/admin/tenant-settings';
import { SIGN_IN_POLICIES } from '@podium/contracts/tenant/tenant-config';
import { PUBLIC_NAME_POLICIES, PUBLIC_NAME_POLICY_LABELS } from '@podium/contracts/privacy/public-names';
import { toast } from '../../../components/ui/toaster';
import { useSaveTenantSettings, useTenantSettings } from '../api/admin-people';
import { errorText } from './error-text';
import { Panel } from '../../../components/ui/panel';
import { Button } from '../../../components/ui/button';
import { TextInput, Checkbox, NativeSelect, TextArea } from '../../../components/ui/controls';

/** Site settings: name, feature flags, sign-in policy, names on public pages, email links' origin, allowed SSO domains, MFA requirement, maintenance. */
export function SettingsPanel() {
  const settings = useTenantSettings();
  if (!settings.data) return settings.error ? <p role="alert">{errorText(settings.error)}</p> : <p>Loading…</p>;
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: TenantSettings }) {
  const save = useSaveTenantSettings();
  const [draft, setDraft] = useState(settings);
  const [domains, setDomains] = useState(settings.allowedSsoDomains.join('\n'));
  const [origin, setOrigin] = useState(settings.canonicalOrigin ?? '');
  const flagGroups = Object.entries(draft.featureFlags) as [keyof TenantSettings['featureFlags'], Record<string, boolean>][];
  const setFlag = (group: keyof TenantSettings['featureFlags'], flag: string, value: boolean) =>
    setDraft({ ...draft, featureFlags: { ...draft.featureFlags, [group]: { ...draft.featureFlags[group], [flag]: value } } });
  return (
    <Panel
      as="form"
      padding="sm"
      onSubmit={(event) => {
        event.preventDefault();
        const allowedSsoDomains = domains.split(/[\s,]+/).filter(Boolean);
        save.mutate(
          { ...draft, allowedSsoDomains, canonicalOrigin: origin.trim() || null },
          { onSuccess: () => toast.success('Settings saved'), onError: (error) => toast.error(errorText(error)) },
        );
      }}
      className="flex flex-col gap-4"
    >
      <h2 className="text-lg font-semibold">Site settings</h2>
      <label className="flex flex-col gap-1 text-sm">
        <span>Site name</span>
        <TextInput value={draft.name} onChange={(event) => setDraft({ ...draft, name: event.target.value })} inline />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span>Site title</span>
        <TextInput
          value={draft.settings.siteTitle}
          onChange={(event) => setDraft({ ...draft, settings: { ...draft.settings, siteTitle: event.target.value } })}
          inline
        />
      </label>
      {flagGroups.map(([group, flags]) => (
        <fieldset key={group} className="rounded-lg border border-slate-200 p-3">
          <legend className="px-1 text-sm font-medium">Features: {flagGroupLabel(group)}</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {Object.entries(flags).map(([flag, isOn]) => (
              <label key={flag} className="flex items-start gap-2 text-sm">
                <Checkbox checked={isOn} onChange={(event) => setFlag(group, flag, event.target.checked)} />
                <span>{flagLabel(flag)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <label className="flex flex-col gap-1 text-sm">
        <span>Sign-in policy</span>
        <NativeSelect
          value={draft.signInPolicy}
          onChange={(event) => setDraft({ ...draft, signInPolicy: event.target.value as TenantSettings['signInPolicy'] })}
          inline
        >
          {SIGN_IN_POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {SIGN_IN_POLICY_LABELS[policy]}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span>Names on public pages</span>
        <NativeSelect
          value={draft.publicNames}
          onChange={(event) => setDraft({ ...draft, publicNames: event.target.value as TenantSettings['publicNames'] })}
          aria-describedby="public-names-hint"
          inline
        >
          {PUBLIC_NAME_POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {PUBLIC_NAME_POLICY_LABELS[policy]}
            </option>
          ))}
        </NativeSelect>
        <span id="public-names-hint" className="text-slate-600">
          How fixtures, results, team lists and the big screen name people. Members can also hide their own name. Staff and admins always
          see full names.
        </span>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span>Address used in email links (e.g. https://sports.example.com; empty = this site's first host)</span>
        <TextInput
          type="url"
          value={origin}
          onChange={(event) => setOrigin(event.target.value)}
          placeholder="https://sports.example.com"
          inline
        />
      </label>
      <label className="flex flex-col gap-1 text-sm">
        <span>Allowed SSO email domains (one a line)</span>
        <TextArea rows={3} value={domains} onChange={(event) => setDomains(event.target.value)} />
      </label>
      <label className="flex items-start gap-2 text-sm">
        <Checkbox checked={draft.mfaSetupRequired} onChange={(event) => setDraft({ ...draft, mfaSetupRequired: event.target.checked })} />
        <span>Staff and admins must set up two-factor sign-in (MFA)</span>
      </label>
      <label className="flex items-start gap-2 text-sm">
        <Checkbox checked={draft.maintenance} onChange={(event) => setDraft({ ...draft, maintenance: event.target.checked })} />
        <span>Maintenance mode (the site shows the maintenance page)</span>
      </label>
      <Button type="submit" disabled={save.isPending}>
        Save settings
      </Button>
    </Panel>
  );
}
