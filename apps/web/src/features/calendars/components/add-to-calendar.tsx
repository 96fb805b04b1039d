// Links that act as small buttons: a 44 px touch target, tighter sides than buttonClass('ghost', …,
// 'sm') so the label and both links fit one line of a match card on a 390 px phone.
const LINK =
  'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2';
const TONES = {
  /** On a white card: the label on its own line, both links under it (one ragged wrap otherwise on a phone). */
  light: {
    label: 'basis-full text-slate-500',
    link: `${LINK} text-brand-700 first-of-type:-ml-2 hover:bg-brand-50 focus-visible:outline-brand-500`,
  },
  /** On the event's dark hero band. */
  dark: {
    label: 'mr-1 text-blue-100',
    link: `${LINK} border border-white/40 px-3 text-white hover:bg-white/10 focus-visible:outline-white`,
  },
} as const;

/**
 * "Add to calendar": Google Calendar's filled-in form in a new tab, and an .ics file that Apple
 * Calendar and Outlook open (iOS and macOS offer to add it; Windows opens Outlook). `subscribeHref`
 * adds a webcal:// link that keeps the calendar app in step with later changes.
 */
export function AddToCalendar({
  what,
  googleUrl,
  icsHref,
  subscribeHref,
  tone = 'light',
  className = '',
}: {
  /** What is added, for screen readers ("Strikers v Rovers"). */
  what: string;
  googleUrl: string;
  icsHref: string;
  subscribeHref?: string;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  const style = TONES[tone];
  return (
    <div role="group" aria-label={`Add ${what} to calendar`} className={`flex flex-wrap items-center gap-x-1 gap-y-1 ${className}`}>
      <span className={`text-sm font-medium ${style.label}`}>Add to calendar</span>
      <a href={googleUrl} target="_blank" rel="noopener noreferrer" className={style.link}>
        Google
      </a>
      <a href={icsHref} className={style.link}>
        Apple / Outlook
      </a>
      {subscribeHref && (
        <a href={subscribeHref} className={style.link}>
          Subscribe
        </a>
      )}
    </div>
  );
}
