/** What the preview draws: the colours and text colours as they would be saved. */
export interface PreviewBrand {
  siteName: string;
  logoUrl: string;
  primaryColor: string;
  primaryTextColor: string;
  accentColor: string;
  accentTextColor: string;
}

/** The site header and the sign-in side panel in the colours being edited, before they are saved. */
export function BrandPreview({ brand }: { brand: PreviewBrand }) {
  return (
    <figure className="flex flex-col gap-2" aria-label="Preview of the header with these colours">
      <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
        <div style={{ borderTop: `4px solid ${brand.primaryColor}` }} className="flex h-14 items-center gap-2 px-3">
          <img src={brand.logoUrl} alt="" className="h-8 w-8 shrink-0 object-contain" />
          <span className="min-w-0 truncate font-bold text-ink">{brand.siteName}</span>
          <span
            style={{ backgroundColor: brand.primaryColor, color: brand.primaryTextColor }}
            className="ml-auto shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold"
          >
            Sign In
          </span>
        </div>
        <div style={{ backgroundColor: brand.primaryColor, color: brand.primaryTextColor }} className="flex items-center gap-3 px-4 py-4">
          <span className="text-lg font-extrabold">Ready to Play?</span>
          <span
            style={{ backgroundColor: brand.accentColor, color: brand.accentTextColor }}
            className="ml-auto rounded-full px-3 py-1 text-xs font-semibold"
          >
            Accent
          </span>
        </div>
      </div>
      <figcaption className="text-xs text-slate-600">
        Preview: the header and the sign-in panel. Saved colours show on every page.
      </figcaption>
    </figure>
  );
}
