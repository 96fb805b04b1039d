import { Hourglass } from 'lucide-react';
import type { Results } from '@podium/contracts/events/event-site';

/**
 * Why a category is missing from the final standings and the medal tally: its deciding matches
 * are still to be played (issue 17: nothing may show placings before the final is finished).
 */
export function UndecidedNote({ categories }: { categories: Results['undecided'] }) {
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
          <li key={category.eventSportCategoryId} className="rounded-full bg-white px-3 py-1 font-semibold ring-1 ring-sky-200">
            {category.sport.name} · {category.category.name}
          </li>
        ))}
      </ul>
    </aside>
  );
}
