import { ArrowRight, Hourglass } from 'lucide-react';
import { Link } from 'react-router';
import type { Results } from '@podium/contracts/events/event-site';
import { eventSectionHref } from '@podium/contracts/events/event-path';

/**
 * Why a category is missing from the final standings and the medal tally: its deciding matches
 * are still to be played (issue 17: nothing may show placings before the final is finished).
 */
export function UndecidedNote({ categories, eventPath }: { categories: Results['undecided']; eventPath: string }) {
  if (categories.length === 0) return null;
  return (
    <aside aria-labelledby="undecided-heading" className="rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
      <h2 id="undecided-heading" className="flex items-center gap-2 font-bold">
        <Hourglass aria-hidden="true" className="h-4 w-4 shrink-0" />
        Still being decided
      </h2>
      <p className="mt-1">Final standings and medals appear once a category&apos;s deciding matches are finished.</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {categories.map((category) => (
          <li key={category.eventSportCategoryId}>
            {/* To that competition's bracket and tables, where the matches still to play are. */}
            <Link
              to={`${eventSectionHref(eventPath, 'fixtures')}?table=${category.eventSportCategoryId}`}
              className="inline-flex min-h-9 items-center gap-1 rounded-xl bg-white px-3 py-1 font-semibold text-sky-950 ring-1 ring-sky-200 hover:bg-sky-100"
            >
              {category.sport.name} · {category.category.name}
              <ArrowRight aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
