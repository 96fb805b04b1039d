/** Full-screen bouncing-bubbles loader shown during route changes (spec section 2). */
export function BubblesLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-[100] flex items-center justify-center bg-white/80 backdrop-blur-sm">
      <div className="flex gap-2" data-testid="bubbles-loader">
        {[0, 1, 2].map((index) => (
          <span
            key={index}
            className="podium-bubble block h-4 w-4 rounded-full bg-brand-500"
            style={{ animationDelay: `${index * 0.16 - 0.32}s` }}
          />
        ))}
      </div>
      <span className="sr-only">{label}</span>
    </div>
  );
}
