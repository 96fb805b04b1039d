import { buttonClass } from '../../../components/ui/button';

const TONES = {
  /** On a white card. */
  light: { label: 'text-slate-500', link: buttonClass('ghost', 'px-2', 'sm') },
  /** On the event's dark hero band. */
  dark: {
    label: 'text-blue-100',
    link: 'inline-flex min-h-11 items-center rounded-lg border border-white/40 px-3 text-sm font-semibold text-white hover:bg-white/10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
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
      <span className={`mr-1 text-xs font-semibold uppercase tracking-wide ${style.label}`}>Add to calendar</span>
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
