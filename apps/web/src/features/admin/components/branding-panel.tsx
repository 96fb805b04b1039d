import { useState } from 'react';
import type { Branding } from '@podium/contracts/branding/branding';
import { chooseTextColor, HEX_COLOR_PATTERN, MINIMUM_TEXT_CONTRAST } from '@podium/contracts/branding/readable-text-color';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Panel } from '../../../components/ui/panel';
import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/http-client';
import { useBranding, useSaveBranding, useUploadLogo } from '../api/admin-branding';
import { BrandPreview } from './brand-preview';
import { errorText } from './error-text';
import { ColorInput, TextInput, FileInput } from '../../../components/ui/controls';

type ColorField = 'primaryColor' | 'accentColor';
type FieldErrors = Partial<Record<'siteName' | ColorField | 'file', string>>;

/** The server's per-field messages (`fields: { primaryColor: [...] }`), else the message under `fallbackField`. */
function fieldErrorsOf(error: unknown, fallbackField: keyof FieldErrors): FieldErrors {
  const fields = error instanceof ApiError ? (error.body as { fields?: Record<string, string[]> } | undefined)?.fields : undefined;
  if (!fields) return { [fallbackField]: errorText(error) };
  return Object.fromEntries(Object.entries(fields).map(([name, messages]) => [name, messages[0] ?? errorText(error)]));
}

/** What a colour box says before saving: not #rrggbb yet, or too little contrast for any text. */
function colorProblem(color: string, label: string): string | undefined {
  if (!HEX_COLOR_PATTERN.test(color)) return 'Use a colour written as #rrggbb, for example #1e40af.';
  const choice = chooseTextColor(color);
  if (choice.isReadable) return undefined;
  return `Text on this ${label} reaches only ${choice.contrast.toFixed(2)}:1 contrast (${MINIMUM_TEXT_CONTRAST}:1 needed). Choose a darker or a lighter colour.`;
}

/** Admin › Branding: the site's name, logo and colours, with a preview of the header. */
export function BrandingPanel() {
  const branding = useBranding();
  if (!branding.data) return branding.error ? <p role="alert">{errorText(branding.error)}</p> : <p>Loading…</p>;
  return <BrandingForm branding={branding.data} />;
}

function BrandingForm({ branding }: { branding: Branding }) {
  const save = useSaveBranding();
  const upload = useUploadLogo();
  const [siteName, setSiteName] = useState(branding.siteName);
  const [colors, setColors] = useState({ primaryColor: branding.primaryColor, accentColor: branding.accentColor });
  const [errors, setErrors] = useState<FieldErrors>({});
  const textColorOf = (color: string, saved: string) => (HEX_COLOR_PATTERN.test(color) ? chooseTextColor(color).textColor : saved);
  const problems = {
    primaryColor: colorProblem(colors.primaryColor, 'primary colour'),
    accentColor: colorProblem(colors.accentColor, 'accent colour'),
  };
  const setColor = (field: ColorField, value: string) => {
    setColors({ ...colors, [field]: value.trim().toLowerCase() });
    setErrors({ ...errors, [field]: undefined });
  };
  // The picker sits beside the Field, so the Field wires its label, hint and error to the text box.
  const colorField = (field: ColorField, label: string) => (
    <div className="flex items-start gap-2">
      <ColorInput
        aria-label={`${label} picker`}
        value={HEX_COLOR_PATTERN.test(colors[field]) ? colors[field] : '#000000'}
        onChange={(event) => setColor(field, event.target.value)}
        className="mt-6"
      />
      <Field
        label={label}
        className="min-w-0 flex-1"
        error={errors[field] ?? problems[field]}
        hint="Written as #rrggbb; the text colour on it is chosen for you."
      >
        <TextInput
          value={colors[field]}
          onChange={(event) => setColor(field, event.target.value)}
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          name={field}
        />
      </Field>
    </div>
  );
  return (
    <div className="flex flex-col gap-4">
      <Panel
        as="form"
        padding="sm"
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (problems.primaryColor || problems.accentColor) return setErrors({ ...errors, ...problems });
          save.mutate(
            { siteName, ...colors },
            {
              onSuccess: () => {
                setErrors({});
                toast.success('Branding saved');
              },
              onError: (error) => setErrors(fieldErrorsOf(error, 'siteName')),
            },
          );
        }}
      >
        <h2 className="text-lg font-semibold">Branding</h2>
        <Field label="Site name" error={errors.siteName} hint="Shown in the header, the browser tab, emails and the installed app.">
          <TextInput value={siteName} onChange={(event) => setSiteName(event.target.value)} maxLength={120} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          {colorField('primaryColor', 'Primary colour')}
          {colorField('accentColor', 'Accent colour')}
        </div>
        <BrandPreview
          brand={{
            siteName: siteName || branding.siteName,
            logoUrl: branding.logoUrl,
            primaryColor: problems.primaryColor ? branding.primaryColor : colors.primaryColor,
            primaryTextColor: textColorOf(colors.primaryColor, branding.primaryTextColor),
            accentColor: problems.accentColor ? branding.accentColor : colors.accentColor,
            accentTextColor: textColorOf(colors.accentColor, branding.accentTextColor),
          }}
        />
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending} className="self-start">
          {save.isPending ? 'Saving…' : 'Save branding'}
        </Button>
      </Panel>
      <Panel padding="sm" className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">Logo</h2>
        <div className="flex items-center gap-3">
          <img
            src={branding.logoUrl}
            alt="Current logo"
            className="h-16 w-16 rounded-lg border border-slate-200 bg-white object-contain p-1"
          />
          <p className="text-sm text-slate-600">Also the browser tab icon and the installed app&apos;s icon.</p>
        </div>
        <Field
          label="Upload a new logo"
          hint="PNG or SVG, up to 2 MB. An SVG is turned into a PNG; a square logo makes the best app icon."
          error={errors.file}
        >
          <FileInput
            accept="image/png,image/svg+xml,.png,.svg"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              const input = event.target;
              if (!file) return;
              setErrors({ ...errors, file: undefined });
              upload.mutate(file, {
                onSuccess: () => toast.success('Logo saved'),
                onError: (error) => setErrors({ ...errors, ...fieldErrorsOf(error, 'file') }),
                // The same file can be chosen again after a refusal.
                onSettled: () => (input.value = ''),
              });
            }}
          />
        </Field>
        {upload.isPending && <p className="text-sm text-slate-600">Uploading…</p>}
      </Panel>
    </div>
  );
}
