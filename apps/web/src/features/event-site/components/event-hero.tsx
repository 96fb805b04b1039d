import type { ReactNode } from 'react';
import type { EventDetail } from '@podium/contracts/events/event-site';
import { formatDayRange } from '../../../lib/format-date';

/** The dark band every event page starts with (the transparent header sits on it). */
export function EventHero({ event, title, children }: { event: EventDetail; title?: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-slate-900 via-brand-700 to-indigo-800 pb-10 pt-24 text-white sm:pb-14 sm:pt-28">
      <div aria-hidden="true" className="absolute -right-20 -top-20 h-72 w-72 rounded-full bg-sky-300/20 blur-2xl" />
      <div aria-hidden="true" className="absolute -bottom-24 left-1/3 h-64 w-64 rounded-full bg-sky-400/20 blur-2xl" />
      <div className="relative mx-auto max-w-6xl px-4">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-amber-300">
          {event.city.name} · {formatDayRange(event.startsOn, event.endsOn)}
        </p>
        {title ? (
          <>
            <p className="mt-2 text-sm font-medium text-blue-100">{event.eventName}</p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          </>
        ) : (
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">{event.eventName}</h1>
        )}
        {children}
      </div>
    </section>
  );
}
