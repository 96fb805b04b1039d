import type { EventDetail } from '@podium/contracts/events/event-site';
import { Markdown } from '../../../../components/ui/markdown';
import { RenderedMarkdown } from '../../../../components/ui/rendered-markdown';
import { Panel } from '../../../../components/ui/panel';

/** About: the event's description, its Rules & Regulations and its venues. */
export function AboutSection({ event }: { event: EventDetail }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[2fr_1fr]">
      <Panel as="article" padding="lg">
        <p className="text-lg leading-relaxed text-slate-700">{event.description}</p>
        <div id="rules" className="mt-6">
          {!event.rulesMarkdown ? (
            <p className="text-slate-500">Rules will be published soon.</p>
          ) : event.rulesHtml !== undefined ? (
            // The server's rendering (renderMarkdown): no renderer to download and run (issue 34).
            <RenderedMarkdown html={event.rulesHtml} />
          ) : (
            <Markdown source={event.rulesMarkdown} />
          )}
        </div>
      </Panel>
      <aside aria-labelledby="venues-heading" className="space-y-3">
        <h2 id="venues-heading" className="text-lg font-bold">
          Venues
        </h2>
        {event.venues.map((venue) => (
          <Panel padding="sm" key={venue.id}>
            <p className="font-semibold">{venue.name}</p>
            <p className="text-sm text-slate-500">{venue.address}</p>
          </Panel>
        ))}
      </aside>
    </div>
  );
}
