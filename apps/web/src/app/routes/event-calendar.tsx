import { EventCalendar } from '../../features/events';
import { useTenantConfig } from '../../lib/tenant/get-tenant-config';
import { useSelectedCity } from '../../lib/tenant/use-selected-city';

/** Route /event-calendar: month and list views, by city and sport. */
export default function EventCalendarPage() {
  const { data: tenant } = useTenantConfig();
  const city = useSelectedCity();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Events calendar</h1>
      <div className="mt-6">
        {tenant ? <EventCalendar key={city?.id ?? 'all'} cities={tenant.cities} initialCity={city} /> : <p role="status">Loading…</p>}
      </div>
    </div>
  );
}
