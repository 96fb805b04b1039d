import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { EventDetail } from '@podium/contracts/events/event-site';
import { formatTimeOfDay } from '../../../../lib/format-date';
import { useEventLive } from '../../live/event-live';
import { readScreenFilter, SCREEN_PANELS, type ScreenPanelId } from '../screen-filter';
import { screenBoards } from '../screen-boards';
import { heatBoards } from '../screen-heats';
import { useIsReconnecting } from '../use-connection-mark';
import { useNow } from '../use-now';
import { PANEL_MS, usePanelRotation } from '../use-panel-rotation';
import { useScreenReads } from '../use-screen-reads';
import { useScreenWakeLock } from '../use-screen-wake-lock';
import { LivePanel } from './live-panel';
import { LiveStrip } from './live-strip';
import { HeatResultsPanel } from './heat-results-panel';
import { MedalPanel } from './medal-panel';
import { NextHeatsPanel } from './next-heats-panel';
import { NextUpPanel } from './next-up-panel';
import { ResultsPanel } from './results-panel';
import { ScreenFilterProblem } from './screen-filter-problem';

type PanelId = ScreenPanelId;
const PANEL_TITLES: Record<PanelId, string> = {
  live: 'Live now',
  next: 'Next up',
  'heats-next': 'Heats coming up',
  results: 'Latest results',
  heats: 'Latest heat results',
  medals: 'Medal tally',
};

/**
 * Type scales with the width: about 36 px on a 1920 px TV (readable from 5 m), never under 16 px
 * on a phone. Everything inside is sized in `em` from this.
 */
const SCREEN_TYPE: CSSProperties = { fontSize: 'clamp(16px, 1.9vw, 48px)' };

/**
 * The venue big screen (issue 32 §3): live scores, next up per venue, latest results and the medal
 * tally, one panel at a time in rotation; kept current by the event's live stream; with the last
 * data kept and a "Reconnecting…" mark while the network is down. Needs no touch.
 */
export function BigScreen({ event }: { event: EventDetail }) {
  const [params] = useSearchParams();
  const filter = useMemo(() => readScreenFilter(params, event), [params, event]);
  const isLive = useEventLive(event.id);
  const isReconnecting = useIsReconnecting(isLive);
  useScreenWakeLock();
  const { fixtures, medalTally, heats } = useScreenReads(event, filter.sportIds);
  const now = useNow();
  const boards = useMemo(() => screenBoards(fixtures.data ?? [], filter, event, now), [fixtures.data, filter, event, now]);
  const heatBoard = useMemo(() => heatBoards(heats, filter, event, now), [heats, filter, event, now]);
  const medals = medalTally.data ?? [];
  const hasContent: Record<PanelId, boolean> = {
    live: boards.live.length > 0,
    next: boards.nextByVenue.length > 0,
    'heats-next': heatBoard.next.length > 0,
    results: boards.latestResults.length > 0,
    heats: heatBoard.latest.length > 0,
    medals: medals.length > 0,
  };
  const panels = SCREEN_PANELS.filter((id) => hasContent[id] && (!filter.panels || filter.panels.has(id)));
  const { current, cycle } = usePanelRotation(panels);

  const hasUnknownFilter = filter.unknownVenues.length > 0 || filter.unknownSports.length > 0 || filter.unknownPanels.length > 0;
  const bodies: Record<PanelId, ReactNode> = {
    live: <LivePanel matches={boards.live} />,
    next: <NextUpPanel queues={boards.nextByVenue} timeZone={event.timeZone} now={now} />,
    'heats-next': <NextHeatsPanel heats={heatBoard.next} timeZone={event.timeZone} now={now} />,
    results: <ResultsPanel results={boards.latestResults} />,
    heats: <HeatResultsPanel heats={heatBoard.latest} />,
    medals: <MedalPanel rows={medals} />,
  };

  let body: ReactNode;
  if (hasUnknownFilter) body = <ScreenFilterProblem event={event} filter={filter} />;
  else if (fixtures.isLoading) body = <ScreenMessage title="Loading the matches…" />;
  else if (!fixtures.data) body = <ScreenMessage title="The matches could not be loaded" text="This screen tries again by itself." />;
  else if (!current)
    body = <ScreenMessage title="Nothing to show yet" text="Matches and heats appear here as soon as they are scheduled." />;
  else
    body = (
      <section key={`${current}-${cycle}`} aria-labelledby="screen-panel-title" className="screen-panel-enter flex min-h-0 flex-1 flex-col">
        <h2 id="screen-panel-title" className="mb-[0.5em] text-[1.6em] font-extrabold leading-none tracking-tight">
          {PANEL_TITLES[current]}
          {current === 'medals' && filter.label && (
            <span className="ml-[0.5em] text-[0.5em] font-semibold text-slate-300">whole event</span>
          )}
        </h2>
        <div className="min-h-0 flex-1">{bodies[current]}</div>
      </section>
    );

  return (
    <div style={SCREEN_TYPE} className="flex min-h-dvh flex-col bg-slate-950 text-white lg:h-dvh lg:overflow-hidden">
      <header className="flex items-center gap-[0.6em] border-b-[0.15em] border-[var(--brand-primary)] bg-slate-900 px-[0.8em] py-[0.4em]">
        {event.eventLogoSrc && <img src={event.eventLogoSrc} alt="" className="h-[1.8em] w-auto shrink-0 rounded bg-white p-[0.1em]" />}
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-[1em] font-bold leading-tight">{event.eventName}</h1>
          {filter.label && <p className="truncate text-[0.75em] font-semibold text-amber-300">{filter.label}</p>}
        </div>
        <p role="status" className="shrink-0 text-[0.7em] font-semibold">
          {isReconnecting ? (
            <span className="inline-flex items-center gap-[0.3em] rounded-full bg-amber-400 px-[0.6em] py-[0.15em] text-slate-950">
              <span aria-hidden="true" className="h-[0.6em] w-[0.6em] rounded-full bg-slate-950" />
              Reconnecting…
              {fixtures.dataUpdatedAt > 0 && (
                <span className="font-normal">as of {formatTimeOfDay(new Date(fixtures.dataUpdatedAt).toISOString(), event.timeZone)}</span>
              )}
            </span>
          ) : (
            <span className="sr-only">Live updates on</span>
          )}
        </p>
        <time dateTime={now.toISOString()} className="shrink-0 text-[1.1em] font-extrabold tabular-nums">
          {formatTimeOfDay(now.toISOString(), event.timeZone)}
        </time>
      </header>
      {!hasUnknownFilter && current && current !== 'live' && boards.live.length > 0 && <LiveStrip matches={boards.live} />}
      <div className="flex min-h-0 flex-1 flex-col px-[0.8em] py-[0.6em]">{body}</div>
      {!hasUnknownFilter && panels.length > 1 && current && (
        <nav aria-label="Panels" className="flex gap-[0.4em] px-[0.8em] pb-[0.5em]">
          {panels.map((panel) => (
            <div
              key={panel}
              aria-current={panel === current ? 'true' : undefined}
              className={`flex-1 overflow-hidden rounded-[0.3em] text-[0.6em] font-semibold ${panel === current ? 'bg-[var(--brand-primary)] text-[var(--brand-on-primary)]' : 'bg-white/10 text-slate-300'}`}
            >
              <p className="truncate px-[0.6em] py-[0.3em]">{PANEL_TITLES[panel]}</p>
              {panel === current && (
                <div
                  key={cycle}
                  aria-hidden="true"
                  className="screen-progress h-[0.25em] bg-[var(--brand-on-primary)] opacity-60"
                  style={{ animationDuration: `${PANEL_MS}ms` }}
                />
              )}
            </div>
          ))}
        </nav>
      )}
    </div>
  );
}

function ScreenMessage({ title, text }: { title: string; text?: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center text-center">
      <p className="text-[1.6em] font-bold">{title}</p>
      {text && <p className="mt-[0.4em] text-[0.9em] text-slate-300">{text}</p>}
    </div>
  );
}
