import { useEffect, useState } from 'react';
import { BRAND_LOGO_MAX_BYTES } from '@podium/contracts/branding/branding';
import { Field } from '../../../components/ui/field';
import { FileInput } from '../../../components/ui/controls';

const LOGO_TYPES = ['image/png', 'image/svg+xml'];

/** Why a chosen logo cannot be sent, checked before anything is created (the server checks again). */
export function logoFileProblem(file: File): string | null {
  if (!LOGO_TYPES.includes(file.type) && !/\.(png|svg)$/i.test(file.name)) return 'Choose a PNG or SVG logo.';
  if (file.size > BRAND_LOGO_MAX_BYTES) return 'This logo is larger than 2 MB. Choose a smaller file.';
  return null;
}

/**
 * A site's logo: the current one (or the chosen file) beside a file picker. `onChoose` gets a file
 * that passed the local checks; `error` shows the server's refusal under the field.
 */
export function LogoField({
  currentUrl,
  onChoose,
  error,
  disabled,
}: {
  currentUrl: string | null;
  onChoose(file: File | undefined): void;
  error?: string | null;
  disabled?: boolean;
}) {
  const [chosen, setChosen] = useState<File>();
  const [problem, setProblem] = useState<string | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!chosen) return setPreviewUrl(null);
    const url = URL.createObjectURL(chosen);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [chosen]);
  const shown = previewUrl ?? currentUrl;
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      {shown ? (
        <img src={shown} alt="Logo" className="h-14 w-14 shrink-0 rounded-lg border border-slate-200 bg-white object-contain p-1" />
      ) : (
        <span aria-hidden className="h-14 w-14 shrink-0 rounded-lg border border-dashed border-slate-300" />
      )}
      <Field
        label="Logo"
        hint="PNG or SVG, up to 2 MB. Also the browser tab icon and the installed app's icon; a square logo works best."
        error={problem ?? error ?? null}
        className="min-w-0 flex-1"
      >
        <FileInput
          name="logo"
          accept="image/png,image/svg+xml,.png,.svg"
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            const found = file ? logoFileProblem(file) : null;
            setProblem(found);
            setChosen(found ? undefined : file);
            onChoose(found ? undefined : file);
            if (found) event.target.value = '';
          }}
        />
      </Field>
    </div>
  );
}
