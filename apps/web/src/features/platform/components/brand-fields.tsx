import { DEFAULT_BRAND_COLORS } from '@podium/contracts/branding/branding';
import type { UpdateBranding } from '@podium/contracts/branding/branding';
import { Field } from '../../../components/ui/field';
import { ColorInput, TextInput } from '../../../components/ui/controls';

export interface BrandDraft {
  siteName: string;
  primaryColor: string;
  accentColor: string;
}

export const DEFAULT_BRAND_DRAFT: BrandDraft = { siteName: '', ...DEFAULT_BRAND_COLORS };

/** What of the draft to send: the name when typed, each colour when it differs from `from`. */
export function brandingChanges(draft: BrandDraft, from: BrandDraft): UpdateBranding | undefined {
  const changes: UpdateBranding = {
    ...(draft.siteName.trim() && draft.siteName.trim() !== from.siteName ? { siteName: draft.siteName } : {}),
    ...(draft.primaryColor !== from.primaryColor ? { primaryColor: draft.primaryColor } : {}),
    ...(draft.accentColor !== from.accentColor ? { accentColor: draft.accentColor } : {}),
  };
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/**
 * The site's name as people see it and its two colours (the logo has its own field, logo-field.tsx). The
 * server refuses a colour no text reaches 4.5:1 contrast on; `error` says so under the colours.
 */
export function BrandFields({
  draft,
  onChange,
  error,
  namePlaceholder,
}: {
  draft: BrandDraft;
  onChange(draft: BrandDraft): void;
  error?: string | undefined;
  namePlaceholder: string;
}) {
  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm font-medium text-slate-800">Look of the site</legend>
      <Field label="Site name" hint="Shown in the header, emails and the installed app. Empty: the company name.">
        <TextInput
          name="siteName"
          value={draft.siteName}
          placeholder={namePlaceholder}
          onChange={(event) => onChange({ ...draft, siteName: event.target.value })}
        />
      </Field>
      <div className="flex flex-wrap gap-4">
        {(
          [
            ['primaryColor', 'Main colour'],
            ['accentColor', 'Accent colour'],
          ] as const
        ).map(([key, label]) => (
          <label key={key} className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
            <ColorInput name={key} value={draft[key]} onChange={(event) => onChange({ ...draft, [key]: event.target.value })} />
            {label} <span className="font-mono text-slate-600">{draft[key]}</span>
          </label>
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
