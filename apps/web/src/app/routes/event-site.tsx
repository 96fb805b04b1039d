import { lazy, Suspense, useEffect } from 'react';
import { InitialBodyPaint, InitialPagePaint } from '../../components/initial-paint';
import { useParams } from 'react-router';
import { EVENT_SECTIONS, type EventSection } from '@podium/contracts/events/event-path';
import { useEventByPath } from '../../features/event-site/api/get-event-by-path';
import { useEventLive } from '../../features/event-site/live/event-live';
import { EventHeader } from '../../features/event-site/components/event-header';
import { EventHero } from '../../features/event-site/components/event-hero';
import { EventCalendarLinks } from '../../features/calendars';
import { PinnedAnnouncements } from '../../features/announcements';
import { rememberEvent } from '../../features/event-site/event-cookie';
import { useTenantConfig } from '../../lib/tenant/get-tenant-config';
import { ShellHeaderSlot } from '../layouts/shell-header-slot';
import { NotFoundView } from './not-found';
import { pageTitle } from '../../lib/page-title';
import { OfflineSavedNotice } from '../../components/offline-saved-notice';
import { isWaitingForNetwork, useSavedCopyTime } from '../../lib/offline/use-saved-copy';
import { OfflineNotSavedView } from './offline-not-saved';

// Each section is its own chunk: a page loads only the section it shows (issue 14); the server's
// page hints name that chunk in the HTML (apps/api/src/http/web-app/route-chunks.ts).
// The event's blog: its own chunks too, out of every other section's first load (issue 34).
const BlogList = lazy(async () => ({ default: (await import('../../features/events/components/blog-list')).BlogList }));
const BlogPostView = lazy(async () => ({
  default: (await import('../../features/events/components/blog-post-view')).BlogPostView,
}));
const AboutSection = lazy(async () => ({
  default: (await import('../../features/event-site/components/sections/about-section')).AboutSection,
}));
const AllGamesSection = lazy(async () => ({
  default: (await import('../../features/event-site/components/sections/all-games-section')).AllGamesSection,
}));
const FixturesSection = lazy(async () => ({
  default: (await import('../../features/event-site/components/sections/fixtures-section')).FixturesSection,
}));
const GallerySection = lazy(async () => ({
  default: (await import('../../features/event-site/components/sections/gallery-section')).GallerySection,
}));
const MedalTallySection = lazy(async () => ({
  default: (await import('../../features/event-site/components/sections/medal-tally-section')).MedalTallySection,
}));
const OverviewSection = lazy(async () => ({
  default: (await import('../../features/event-site/components/sections/overview-section')).OverviewSection,
}));
const ResultsSection = lazy(async () => ({
  default: (await import('../../features/event-site/components/sections/results-section')).ResultsSection,
}));
const TeamsSection = lazy(async () => ({
  default: (await import('../../features/event-site/components/sections/teams-section')).TeamsSection,
}));

/** Route /{city}-{slug}[/{section}]: the event microsite with its own header. */
export default function EventSitePage() {
  const params = useParams();
  const { eventPath, slug } = params;
  // /{event}/blogs/{slug}: a post of the event, inside the event site.
  const section = slug ? 'blogs' : params.section;
  const { data: tenant } = useTenantConfig();
  const event = useEventByPath(eventPath);
  const flags = tenant?.featureFlags.corporateOlympics;
  const known = EVENT_SECTIONS.find((item) => item.section === section?.toLowerCase());
  const eventId = event.data?.id;
  const savedAtMs = useSavedCopyTime(event);

  useEffect(() => {
    if (eventId) rememberEvent(eventId);
  }, [eventId]);
  // Scores, draws and medals arrive as they happen (one stream per open event page, no polling).
  useEventLive(eventId);

  useEffect(() => {
    if (event.data) document.title = pageTitle(known?.label, event.data.eventName);
  }, [event.data, known]);

  if (event.isLoading) {
    return (
      <>
        <ShellHeaderSlot>
          <EventHeader event={undefined} />
        </ShellHeaderSlot>
        {/* The hero's size and a page-tall body: nothing below moves when the event arrives (issue 14, CLS).
            On the page the server painted, its painted hero and body stay instead (issue 34). */}
        <div role="status" aria-label="Loading event" aria-busy="true" className="min-h-dvh">
          <InitialPagePaint
            fallback={
              <div className="h-[13.5rem] animate-pulse bg-gradient-to-br from-slate-900 via-brand-700 to-indigo-800 motion-reduce:animate-none sm:h-[15.5rem]" />
            }
          />
        </div>
      </>
    );
  }
  // No network and no saved copy: the event may well exist, so no 404 (issue 30).
  if (isWaitingForNetwork(event)) return <OfflineNotSavedView onRetry={() => void event.refetch()} />;
  const isHidden = known && flags && !flags[known.flag];
  // Not an event (or a section it does not have): the same 404 as /404, not an event header over nothing.
  if (!event.data || (section && !known) || isHidden) return <NotFoundView />;
  const data = event.data;
  const body: Record<EventSection, React.ReactNode> = {
    about: <AboutSection event={data} />,
    blogs: slug ? (
      <BlogPostView slug={slug} back={{ to: `/${data.path}/blogs`, label: 'All posts of this event' }} />
    ) : (
      <BlogList eventId={data.id} eventPath={data.path} />
    ),
    teams: <TeamsSection event={data} />,
    allgames: <AllGamesSection event={data} />,
    'medal-tally': <MedalTallySection event={data} />,
    results: <ResultsSection event={data} />,
    gallery: <GallerySection event={data} />,
    fixtures: <FixturesSection event={data} />,
  };

  return (
    <>
      <ShellHeaderSlot>
        <EventHeader event={data} />
      </ShellHeaderSlot>
      <EventHero event={data} title={known?.section === 'about' ? 'About & Rules' : known?.label}>
        {!known && <p className="mt-4 max-w-2xl text-lg leading-relaxed text-blue-50">{data.description}</p>}
        {!known && <EventCalendarLinks event={data} />}
      </EventHero>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <OfflineSavedNotice savedAtMs={savedAtMs} className="mb-4" />
        <PinnedAnnouncements eventId={data.id} />
        <Suspense
          fallback={
            <div role="status" aria-label="Loading section" aria-busy="true" className="min-h-dvh">
              <InitialBodyPaint />
            </div>
          }
        >
          {known ? body[known.section] : <OverviewSection event={data} flags={flags} />}
        </Suspense>
      </div>
    </>
  );
}
