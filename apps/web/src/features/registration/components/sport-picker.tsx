import type { EventDetail } from '@podium/contracts/events/event-site';
import { SPORT_GROUP_NAMES } from '@podium/contracts/events/sport-groups';
import { Button } from '../../../components/ui/button';

/** Step 1 of registration: the event's sports by group, each a pressed-or-not button. */
export function SportPicker({
  sports,
  chosenSports,
  onToggle,
}: {
  sports: EventDetail['sportList'];
  chosenSports: Set<number>;
  onToggle: (sportId: number) => void;
}) {
  return (
    <section aria-labelledby="sports-heading">
      <h2 id="sports-heading" className="text-lg font-bold">
        1. Choose your sports
      </h2>
      <p className="mt-1 text-sm text-slate-600">Then pick a category for each sport you chose.</p>
      {SPORT_GROUP_NAMES.map((group) => (
        <div key={group} className="mt-3">
          <p className="text-xs font-bold uppercase tracking-wider text-slate-500">{group}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {sports
              .filter((sport) => sport.group === group)
              .map((sport) => (
                <Button
                  key={sport.id}
                  variant="bare"
                  aria-pressed={chosenSports.has(sport.id)}
                  onClick={() => onToggle(sport.id)}
                  className={`min-h-11 rounded-full px-4 text-sm font-semibold ring-1 transition ${chosenSports.has(sport.id) ? 'bg-brand-600 text-[var(--brand-on-primary)] ring-brand-600' : 'bg-white text-ink ring-slate-300 hover:ring-brand-500'}`}
                >
                  {sport.name}
                </Button>
              ))}
          </div>
        </div>
      ))}
    </section>
  );
}
