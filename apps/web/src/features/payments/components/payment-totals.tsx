import { formatAmount } from '../../../lib/format-amount';
import type { AdminOrdersAnswer } from '../api/admin-orders';

/** Money taken by the filtered orders and refunded, per event and per category. */
export function PaymentTotals({ answer }: { answer: AdminOrdersAnswer }) {
  if (answer.totalsByEvent.length === 0) return null;
  return (
    <div className="mt-3 overflow-x-auto" tabIndex={0} aria-label="Totals per event and category">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">Totals per event and category</caption>
        <thead className="text-slate-600">
          <tr>
            <th scope="col" className="py-1 pr-3 font-medium">
              Event / category
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Orders / places
            </th>
            <th scope="col" className="py-1 pr-3 font-medium">
              Paid
            </th>
            <th scope="col" className="py-1 font-medium">
              Refunded
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.totalsByEvent.map((event) => (
            <EventRows key={`${event.eventId}:${event.currency}`} event={event} answer={answer} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function EventRows({ event, answer }: { event: AdminOrdersAnswer['totalsByEvent'][number]; answer: AdminOrdersAnswer }) {
  const categories = answer.totalsByCategory.filter((row) => row.eventId === event.eventId && row.currency === event.currency);
  return (
    <>
      <tr className="border-t border-slate-200 font-semibold">
        <th scope="row" className="py-1.5 pr-3">
          {event.eventName}
        </th>
        <td className="py-1.5 pr-3">{event.orders}</td>
        <td className="py-1.5 pr-3">{formatAmount(event.paid, event.currency)}</td>
        <td className="py-1.5">{formatAmount(event.refunded, event.currency)}</td>
      </tr>
      {categories.map((category) => (
        <tr key={category.eventSportCategoryId} className="text-slate-700">
          <th scope="row" className="py-1 pl-4 pr-3 font-normal">
            {category.label}
          </th>
          <td className="py-1 pr-3">{category.places}</td>
          <td className="py-1 pr-3">{formatAmount(category.paid, category.currency)}</td>
          <td className="py-1">{formatAmount(category.refunded, category.currency)}</td>
        </tr>
      ))}
    </>
  );
}
