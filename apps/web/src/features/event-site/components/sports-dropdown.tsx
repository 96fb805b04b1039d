import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import type { EventDetail } from '@podium/contracts/events/event-site';
import { SPORT_GROUP_NAMES } from '@podium/contracts/events/sport-groups';
import { eventSectionHref } from '@podium/contracts/events/event-path';
import { Button, buttonClass } from '../../../components/ui/button';
import { useDisclosurePopover } from '../../../components/ui/popover';

/**
 * The Sports menu of the event header: the sports in their three groups (Team, Individual,
 * Precision), the four categories, and links to the fixtures and the Rules & Regulations (about).
 */
export function SportsDropdown({ event, isSolid }: { event: EventDetail; isSolid: boolean }) {
  const { isOpen, close, rootProps, buttonProps, panelProps } = useDisclosurePopover();
  return (
    <div {...rootProps} className="relative">
      <Button
        variant="bare"
        {...buttonProps}
        className={`inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold ${isSolid ? 'text-ink hover:bg-slate-100' : 'text-white hover:bg-white/15'}`}
      >
        Sports
        <ChevronDown aria-hidden="true" className={`h-4 w-4 transition ${isOpen ? 'rotate-180' : ''}`} />
      </Button>
      {isOpen && (
        <div
          {...panelProps}
          className="fixed inset-x-2 top-16 z-50 max-h-[75vh] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4 text-ink shadow-2xl sm:absolute sm:inset-x-auto sm:left-0 sm:top-full sm:mt-2 sm:w-[40rem]"
        >
          <div className="grid gap-4 sm:grid-cols-3">
            {SPORT_GROUP_NAMES.map((group) => (
              <section key={group} aria-label={`${group} sports`}>
                <h3 className="text-xs font-bold uppercase tracking-wider text-brand-600">{group}</h3>
                <ul className="mt-2 space-y-1">
                  {event.sportList
                    .filter((sport) => sport.group === group)
                    .map((sport) => (
                      <li key={sport.id}>
                        <Link
                          to={`${eventSectionHref(event.path, 'fixtures')}?sportId=${sport.id}`}
                          onClick={close}
                          className="block rounded-lg px-2 py-1.5 text-sm hover:bg-brand-50"
                        >
                          {sport.name}
                        </Link>
                      </li>
                    ))}
                </ul>
              </section>
            ))}
          </div>
          <div className="mt-4 border-t border-slate-100 pt-3">
            <h3 className="text-xs font-bold uppercase tracking-wider text-slate-500">Categories</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {event.categories.map((category) => (
                <li key={category.id} className="rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700">
                  {category.name}
                </li>
              ))}
            </ul>
          </div>
          <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
            <Link to={eventSectionHref(event.path, 'fixtures')} onClick={close} className={buttonClass('primary', '', 'sm')}>
              Fixtures
            </Link>
            <Link to={eventSectionHref(event.path, 'about')} onClick={close} className={buttonClass('secondary', '', 'sm')}>
              Rules &amp; Regulations
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
