/** The 'or' between sign-in sections (spec section 2). */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500" role="separator" aria-label="or">
      <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
      <span aria-hidden="true">or</span>
      <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
    </div>
  );
}
