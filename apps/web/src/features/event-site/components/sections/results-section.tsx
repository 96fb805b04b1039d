import type { EventDetail } from '@podium/contracts/events/event-site';
import { useEventResults } from '../../api/get-event-results';
import { FixtureCardGrid, namesCompany } from '../fixture-card';
import { SectionState } from '../section-state';
import { UndecidedNote } from '../undecided-note';
import { Panel } from '../../../../components/ui/panel';

const PLACE_STYLES = ['bg-amber-100 text-amber-900', 'bg-slate-200 text-slate-800', 'bg-orange-100 text-orange-900'];
const PLACE_LABELS = ['Gold', 'Silver', 'Bronze'];

/** Final standings per category (podium) and the scores of finished matches, latest first. */
export function ResultsSection({ event }: { event: EventDetail }) {
  const results = useEventResults(event.id);
  const standings = results.data?.standings ?? [];
  const finished = results.data?.fixtures ?? [];
  const undecided = results.data?.undecided ?? [];
  return (
    <SectionState
      isLoading={results.isLoading}
      error={results.error}
      isEmpty={standings.length === 0 && finished.length === 0 && undecided.length === 0}
      emptyText="No results yet. Scores appear here as matches finish."
    >
      <div className="space-y-10">
        <UndecidedNote categories={undecided} eventPath={event.path} />
        {standings.length > 0 && (
          <section aria-labelledby="standings-heading">
            <h2 id="standings-heading" className="text-xl font-extrabold">
              Final standings
            </h2>
            <div className="mt-4 grid gap-4 md:grid-cols-2">
              {standings.map((standing) => (
                <Panel as="article" key={standing.eventSportCategoryId}>
                  <h3 className="font-bold">
                    {standing.sport.name} <span className="font-medium text-slate-500">· {standing.category.name}</span>
                  </h3>
                  <ol className="mt-3 space-y-2">
                    {standing.placings.map((placing) => (
                      <li key={placing.team.id} className="flex items-start gap-3">
                        <span
                          className={`mt-0.5 w-16 shrink-0 rounded-full py-0.5 text-center text-xs font-bold ${PLACE_STYLES[placing.place - 1] ?? ''}`}
                        >
                          {PLACE_LABELS[placing.place - 1]}
                        </span>
                        <span className="min-w-0">
                          <span className="block font-semibold leading-snug">{placing.team.name}</span>
                          {placing.company && !namesCompany(placing.team.name, placing.company) && (
                            <span className="block text-sm text-slate-500">{placing.company}</span>
                          )}
                        </span>
                      </li>
                    ))}
                  </ol>
                  {standing.placings.filter((placing) => placing.place === 3).length > 1 && (
                    <p className="mt-3 text-sm text-slate-600">Two bronze medals: this category has no third-place match.</p>
                  )}
                </Panel>
              ))}
            </div>
          </section>
        )}
        {finished.length > 0 && (
          <section aria-labelledby="scores-heading">
            <h2 id="scores-heading" className="text-xl font-extrabold">
              Match scores
            </h2>
            <FixtureCardGrid fixtures={finished} timeZone={event.timeZone} withDay />
          </section>
        )}
      </div>
    </SectionState>
  );
}
