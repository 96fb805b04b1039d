import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useEventByPath } from '../../features/event-site/api/get-event-by-path';
import { BigScreen } from '../../features/event-site/screen/components/big-screen';
import { isWaitingForNetwork } from '../../lib/offline/use-saved-copy';
import { pageTitle } from '../../lib/page-title';
import { useHideShellChrome } from '../layouts/shell-chrome';
import { NotFoundView } from './not-found';
import { OfflineNotSavedView } from './offline-not-saved';

/**
 * Route /{event path}/screen[?venue=…&sport=…]: the venue big screen (issue 32 §3), for a TV by
 * the field. Public, no header or footer (an event page shows no main header; this one hides the
 * footer too); an unknown event path is the same 404 as every other.
 */
export default function EventScreenPage() {
  const { eventPath } = useParams();
  const event = useEventByPath(eventPath);
  useHideShellChrome();

  useEffect(() => {
    if (event.data) document.title = pageTitle('Big screen', event.data.eventName);
  }, [event.data]);

  if (event.isLoading) return <div role="status" aria-label="Loading event" className="min-h-dvh bg-slate-950" />;
  if (isWaitingForNetwork(event)) return <OfflineNotSavedView onRetry={() => void event.refetch()} />;
  if (!event.data) return <NotFoundView />;
  return <BigScreen event={event.data} />;
}
