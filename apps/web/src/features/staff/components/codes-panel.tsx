import { Link } from 'react-router';
import type { StaffEvent } from '@podium/contracts/staff/staff-events';
import { toast } from '../../../components/ui/toaster';
import { BusyButton } from '../../../components/ui/busy-button';

/** Opens a venue's printable poster (supplied by the page: the check-in feature's poster call). */
export type OpenPoster = (eventId: number, venue: string, direction: 'in' | 'out') => Promise<void>;

/** Attendance codes: the printable posters per venue and the kiosk with the rotating code. */
export function CodesPanel({ event, openPoster }: { event: StaffEvent; openPoster: OpenPoster }) {
  const venues = [...new Set(event.categories.map((category) => category.venueName))];
  const couldNotOpen = () => toast.error('Could not open the poster.');
  return (
    <section aria-labelledby="codes" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="codes" className="text-lg font-semibold">
        Attendance codes
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {venues.map((venue) => (
          <li key={venue} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="flex-1 font-medium">{venue}</span>
            <BusyButton busyText="Preparing poster..." onAction={() => openPoster(event.id, venue, 'in')} onError={couldNotOpen}>
              Entry poster (PDF)
            </BusyButton>
            <BusyButton busyText="Preparing poster..." onAction={() => openPoster(event.id, venue, 'out')} onError={couldNotOpen}>
              Exit poster (PDF)
            </BusyButton>
          </li>
        ))}
      </ul>
      <Link to="/kiosk" className="mt-3 inline-flex min-h-11 items-center rounded-lg bg-slate-800 px-4 font-medium text-white">
        Open the kiosk (rotating code)
      </Link>
    </section>
  );
}
