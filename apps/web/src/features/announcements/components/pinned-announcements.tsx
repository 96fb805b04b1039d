import { Megaphone } from 'lucide-react';
import { usePinnedAnnouncements } from '../api/get-pinned-announcements';
import { plainTextParts } from '../plain-text-parts';

/**
 * The organisers' pinned announcements at the top of every event page ("Football moved to Ground
 * B, rain"): plain text with its web addresses as links. Nothing while there are none, or when
 * they cannot be read (the page itself still works).
 */
export function PinnedAnnouncements({ eventId }: { eventId: number }) {
  const pinned = usePinnedAnnouncements(eventId);
  if (!pinned.data || pinned.data.length === 0) return null;
  return (
    <section aria-label="Announcements" className="mb-6 space-y-3">
      {pinned.data.map((announcement) => (
        <article key={announcement.id} className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-950">
          <h2 className="flex items-center gap-2 font-bold">
            <Megaphone aria-hidden="true" className="h-5 w-5 shrink-0 text-amber-700" />
            {announcement.title}
          </h2>
          <p className="mt-1 whitespace-pre-line break-words text-sm leading-relaxed">
            {plainTextParts(announcement.body).map((part, index) =>
              part.kind === 'link' ? (
                <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className="font-semibold underline">
                  {part.text}
                </a>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </p>
        </article>
      ))}
    </section>
  );
}
