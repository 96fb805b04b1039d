import { EventSelect, NativeSelect, TextInput } from '../../../components/ui/controls';
import type { AdminOrderFilters } from '../api/admin-orders';
import { ORDER_STATUS_LABELS } from '../order-status';

const STATUSES = Object.keys(ORDER_STATUS_LABELS) as Array<keyof typeof ORDER_STATUS_LABELS>;

/** The orders list's filters: status, event and a date range; an emptied filter is left out. */
export function OrderFilters({
  filters,
  events,
  onChange,
}: {
  filters: AdminOrderFilters;
  events: readonly { id: number; name: string }[] | undefined;
  onChange: (filters: AdminOrderFilters) => void;
}) {
  return (
    <>
      <label className="flex flex-col text-sm">
        Status
        <NativeSelect inline value={filters.status ?? ''} onChange={(e) => onChange({ ...filters, status: e.target.value || undefined })}>
          <option value="">All</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </label>
      <label className="flex flex-col text-sm">
        Event
        <EventSelect
          events={events}
          emptyOption="All events"
          value={filters.eventId ?? ''}
          onChange={(value) => onChange({ ...filters, eventId: value ? Number(value) : undefined })}
        />
      </label>
      <label className="flex flex-col text-sm">
        From
        <TextInput
          inline
          type="date"
          value={filters.from ?? ''}
          onChange={(e) => onChange({ ...filters, from: e.target.value || undefined })}
        />
      </label>
      <label className="flex flex-col text-sm">
        To
        <TextInput
          inline
          type="date"
          value={filters.to ?? ''}
          onChange={(e) => onChange({ ...filters, to: e.target.value || undefined })}
        />
      </label>
    </>
  );
}
