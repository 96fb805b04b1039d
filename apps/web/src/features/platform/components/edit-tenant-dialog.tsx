import { useState, type FormEvent } from 'react';
import { updatePlatformTenantRequestSchema, type PlatformTenant } from '@podium/contracts/platform/platform-tenants';
import type { TenantModules } from '@podium/contracts/platform/tenant-modules';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/error-messages';
import { useUpdatePlatformTenant, useUploadPlatformLogo } from '../api/platform-api';
import { LogoField } from './logo-field';
import { fieldErrorsOf, serverFieldErrorsOf, splitList, type FieldErrors } from './field-errors';
import { BrandFields, brandingChanges, type BrandDraft } from './brand-fields';
import { TextInput, TextArea, Checkbox } from '../../../components/ui/controls';

type FormField = 'name' | 'hostnames' | 'modules' | 'allowedEmailDomains' | 'branding';

/** The modules an operator turns on or off, in the words the console shows. */
export const MODULE_LABELS: Record<keyof TenantModules, { label: string; hint: string }> = {
  olympicsMicrosite: {
    label: 'Corporate Olympics microsite',
    hint: 'Teams, fixtures, results, medal tally, gallery and blogs of an event.',
  },
  payments: { label: 'Payments', hint: 'Entry fees, checkout, receipts and refunds.' },
  tournaments: { label: 'Tournaments', hint: 'Draws, schedules, scores and standings.' },
  coupons: { label: 'Coupons', hint: 'Coupons earned by signing in, registering and checking in.' },
  ssoProviders: { label: 'Sign-in with identity providers', hint: 'Corporate SSO, Google, Microsoft, Apple, Facebook, GitHub.' },
};

/** An operator changes a site's name, hosts, modules and SSO email domains; only what changed is sent. */
export function EditTenantDialog({ tenant, onClose }: { tenant: PlatformTenant; onClose(): void }) {
  const [name, setName] = useState(tenant.name);
  const [hostnames, setHostnames] = useState(tenant.hostnames.join('\n'));
  const [modules, setModules] = useState<TenantModules>(tenant.modules);
  const [domains, setDomains] = useState(tenant.allowedEmailDomains.join('\n'));
  const savedBrand: BrandDraft = {
    siteName: tenant.branding.siteName,
    primaryColor: tenant.branding.primaryColor,
    accentColor: tenant.branding.accentColor,
  };
  const [brand, setBrand] = useState(savedBrand);
  const [errors, setErrors] = useState<FieldErrors<FormField>>({});
  const update = useUpdatePlatformTenant();
  const uploadLogo = useUploadPlatformLogo();
  const [logoUrl, setLogoUrl] = useState(tenant.branding.logoUrl);
  const logoError = uploadLogo.isError ? (serverFieldErrorsOf<'file'>(uploadLogo.error).file ?? errorMessage(uploadLogo.error)) : null;
  // The logo is saved when chosen, as in the site admin's Branding screen.
  const onLogoChosen = (file: File | undefined) => {
    if (!file) return;
    uploadLogo.mutate(
      { id: tenant.id, file },
      {
        onSuccess: (saved) => {
          setLogoUrl(saved.branding.logoUrl);
          toast.success(`${saved.name}'s logo saved.`);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = updatePlatformTenantRequestSchema.safeParse({
      name,
      hostnames: splitList(hostnames),
      modules,
      allowedEmailDomains: splitList(domains),
      ...(brandingChanges(brand, savedBrand) ? { branding: brandingChanges(brand, savedBrand) } : {}),
    });
    if (!parsed.success) return setErrors(fieldErrorsOf<FormField>(parsed.error));
    setErrors({});
    update.mutate(
      { id: tenant.id, changes: parsed.data },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.name} saved.`);
          onClose();
        },
        onError: (error) => setErrors(serverFieldErrorsOf<FormField>(error)),
      },
    );
  };
  const refusal = update.isError && Object.keys(serverFieldErrorsOf(update.error)).length === 0 ? errorMessage(update.error) : null;

  return (
    <Dialog
      labelledBy="edit-site-title"
      onDismiss={update.isPending ? undefined : onClose}
      placement="sheet"
      className="p-5 sm:max-w-xl sm:p-6"
    >
      <h2 id="edit-site-title" className="text-lg font-bold text-ink">
        Edit {tenant.name}
      </h2>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <Field label="Company name" error={errors.name}>
          <TextInput name="name" value={name} onChange={(event) => setName(event.target.value)} />
        </Field>
        <Field label="Host names" hint="One per line. A new custom host needs its CNAME record." error={errors.hostnames}>
          <TextArea name="hostnames" rows={2} value={hostnames} onChange={(event) => setHostnames(event.target.value)} />
        </Field>
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Modules</legend>
          <ul className="mt-2 space-y-2">
            {(Object.keys(MODULE_LABELS) as (keyof TenantModules)[]).map((key) => (
              <li key={key}>
                <label className="flex min-h-11 items-start gap-3 text-sm">
                  <Checkbox
                    className="mt-1 size-5 shrink-0"
                    checked={modules[key]}
                    onChange={(event) => setModules({ ...modules, [key]: event.target.checked })}
                  />
                  <span>
                    <span className="font-medium">{MODULE_LABELS[key].label}</span>
                    <span className="block text-slate-600">{MODULE_LABELS[key].hint}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <Field
          label="Email domains for corporate sign-in"
          hint="One per line, for example initech.com. Only people with these addresses sign in with the company's SSO."
          error={errors.allowedEmailDomains}
        >
          <TextArea name="allowedEmailDomains" rows={2} value={domains} onChange={(event) => setDomains(event.target.value)} />
        </Field>
        <BrandFields draft={brand} onChange={setBrand} error={errors.branding} namePlaceholder={name} />
        <LogoField currentUrl={logoUrl} onChoose={onLogoChosen} error={logoError} disabled={uploadLogo.isPending} />
        {uploadLogo.isPending && <p className="text-sm text-slate-600">Uploading the logo…</p>}
        {refusal && (
          <p role="alert" className="text-sm text-red-700">
            {refusal}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save'}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
