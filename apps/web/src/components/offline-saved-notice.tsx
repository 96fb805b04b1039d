/** "Nov 26, 10:42 AM", or "10:42 AM" when saved today, on the phone's clock. */
export function formatSavedAt(savedAtMs: number, now: Date = new Date()): string {
  const saved = new Date(savedAtMs);
  const time = saved.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (saved.toDateString() === now.toDateString()) return time;
  return `${saved.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}, ${time}`;
}

/**
 * The quiet line over a screen shown from the copy saved on the phone (issue 30): no network, so
 * no claim about what changed since. Renders nothing while the screen is current.
 */
export function OfflineSavedNotice({ savedAtMs, now, className = '' }: { savedAtMs: number | undefined; now?: Date; className?: string }) {
  if (savedAtMs === undefined) return null;
  return (
    <p role="status" className={`flex items-center gap-2 text-sm text-slate-600 ${className}`}>
      <span aria-hidden="true" className="inline-block h-2 w-2 shrink-0 rounded-full bg-amber-500" />
      Offline — showing what was saved at {formatSavedAt(savedAtMs, now)}
    </p>
  );
}
