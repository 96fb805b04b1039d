import { useState, type FormEvent } from 'react';
import { createPlatformTenantRequestSchema } from '@podium/contracts/platform/platform-tenants';
import { Field } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { Panel } from '../../../components/ui/panel';
import { errorMessage } from '../../../lib/error-messages';
import { useCreatePlatformTenant, useUploadPlatformLogo } from '../api/platform-api';
import { LogoField } from './logo-field';
import { toast } from '../../../components/ui/toaster';
import { fieldErrorsOf, serverFieldErrorsOf, splitList, type FieldErrors } from './field-errors';
import { SiteCreated, type CreatedSite } from './site-created';
import { BrandFields, brandingChanges, DEFAULT_BRAND_DRAFT } from './brand-fields';
import { TextInput, TextArea } from '../../../components/ui/controls';

type FormField = 'name' | 'slug' | 'hostnames' | 'adminPhone' | 'adminEmail' | 'timeZone' | 'currency' | 'branding';
const FIELD_ORDER: FormField[] = ['name', 'slug', 'hostnames', 'adminPhone', 'adminEmail', 'timeZone', 'currency', 'branding'];

const EMPTY = { name: '', slug: '', hostnames: '', adminPhone: '', adminEmail: '', timeZone: 'Asia/Kolkata', currency: 'INR' };

/** A slug from the company name while the operator has not typed one: "Initech Ltd." → "initech-ltd". */
export const slugFrom = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    // Accents come apart from their letters under NFKD: dropping the marks keeps "Ü" as "u".
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-')
    .slice(0, 40);

/**
 * "New site": the company, its hosts and its first admin's phone, checked with the API's own schema
 * before sending (every wrong field at once, under the field, focus on the first); after it is made,
 * the invitation link and the DNS record to add.
 */
export function CreateTenantForm({ cnameTarget }: { cnameTarget: string | null }) {
  const [values, setValues] = useState(EMPTY);
  const [isSlugTyped, setIsSlugTyped] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<FormField>>({});
  const [created, setCreated] = useState<CreatedSite>();
  const [brand, setBrand] = useState(DEFAULT_BRAND_DRAFT);
  const create = useCreatePlatformTenant();
  const uploadLogo = useUploadPlatformLogo();
  const [logo, setLogo] = useState<File>();
  // Remounts the file picker after a site is created, so it is empty again.
  const [formKey, setFormKey] = useState(0);

  const set = (field: keyof typeof EMPTY, value: string) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'name' && !isSlugTyped ? { slug: slugFrom(value) } : {}),
    }));
    if (field === 'slug') setIsSlugTyped(true);
  };

  const focusFirst = (form: HTMLFormElement, found: FieldErrors<FormField>) => {
    const first = FIELD_ORDER.find((field) => found[field]);
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = createPlatformTenantRequestSchema.safeParse({
      name: values.name,
      slug: values.slug,
      hostnames: splitList(values.hostnames),
      adminPhone: values.adminPhone.trim(),
      ...(values.adminEmail.trim() ? { adminEmail: values.adminEmail.trim() } : {}),
      timeZone: values.timeZone,
      currency: values.currency.trim().toUpperCase(),
      ...(brandingChanges(brand, DEFAULT_BRAND_DRAFT) ? { branding: brandingChanges(brand, DEFAULT_BRAND_DRAFT) } : {}),
    });
    if (!parsed.success) {
      const found = fieldErrorsOf<FormField>(parsed.error);
      setErrors(found);
      focusFirst(form, found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (answer) => {
        setCreated({ name: parsed.data.name, ...answer, emailedTo: answer.invitationEmailed ? parsed.data.adminEmail : undefined });
        setValues(EMPTY);
        setBrand(DEFAULT_BRAND_DRAFT);
        setIsSlugTyped(false);
        setFormKey((key) => key + 1);
        if (logo)
          uploadLogo.mutate(
            { id: answer.id, file: logo },
            {
              // The site exists either way: the operator picks another logo in Edit.
              onError: (error) =>
                toast.error(`${parsed.data.name} is created, but its logo was refused: ${errorMessage(error)} Choose another in Edit.`),
            },
          );
        setLogo(undefined);
      },
      onError: (error) => {
        const found = serverFieldErrorsOf<FormField>(error);
        setErrors(found);
        focusFirst(form, found);
      },
    });
  };

  const refusal = create.isError && Object.keys(serverFieldErrorsOf(create.error)).length === 0 ? errorMessage(create.error) : null;
  return (
    <Panel as="section" padding="sm" aria-labelledby="new-site-title">
      <h2 id="new-site-title" className="text-lg font-semibold">
        New site
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A company's own site: its name, the addresses it answers on, and the phone of its first admin, who becomes admin at their first
        sign-in there.
      </p>
      {created && <SiteCreated site={created} cnameTarget={cnameTarget} onDismiss={() => setCreated(undefined)} />}
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="New site">
        <Field label="Company name" error={errors.name}>
          <TextInput name="name" value={values.name} onChange={(event) => set('name', event.target.value)} />
        </Field>
        <Field
          label="Slug"
          hint="Lower-case letters, digits and hyphens: the site's short name in exports and commands."
          error={errors.slug}
        >
          <TextInput name="slug" value={values.slug} onChange={(event) => set('slug', event.target.value)} />
        </Field>
        <Field
          label="Host names"
          hint="One per line, for example sports.initech.com (and initech.localhost to try it here)."
          error={errors.hostnames}
          className="sm:col-span-2"
        >
          <TextArea name="hostnames" rows={2} value={values.hostnames} onChange={(event) => set('hostnames', event.target.value)} />
        </Field>
        <Field label="First admin's phone" hint="10 digits. They sign in with it on the new site." error={errors.adminPhone}>
          <TextInput
            name="adminPhone"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            value={values.adminPhone}
            onChange={(event) => set('adminPhone', event.target.value)}
          />
        </Field>
        <Field label="First admin's email (optional)" hint="The invitation link is mailed here." error={errors.adminEmail}>
          <TextInput name="adminEmail" type="email" value={values.adminEmail} onChange={(event) => set('adminEmail', event.target.value)} />
        </Field>
        <Field label="Time zone" error={errors.timeZone}>
          <TextInput name="timeZone" value={values.timeZone} onChange={(event) => set('timeZone', event.target.value)} />
        </Field>
        <Field label="Currency" error={errors.currency}>
          <TextInput name="currency" value={values.currency} maxLength={3} onChange={(event) => set('currency', event.target.value)} />
        </Field>
        <BrandFields draft={brand} onChange={setBrand} error={errors.branding} namePlaceholder={values.name || 'The company name'} />
        <LogoField key={formKey} currentUrl={null} onChoose={setLogo} disabled={create.isPending} />
        {refusal && (
          <p role="alert" className="text-sm text-red-700 sm:col-span-2">
            {refusal}
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" disabled={create.isPending || uploadLogo.isPending} aria-busy={create.isPending || uploadLogo.isPending}>
            {create.isPending ? 'Creating…' : uploadLogo.isPending ? 'Uploading the logo…' : 'Create site'}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
