import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATTENDANCE_CSV_COLUMNS, REGISTRATIONS_CSV_COLUMNS, exportQuerySchema } from '@podium/contracts/staff/exports';
import { staffEventParamsSchema } from '@podium/contracts/staff/staff-events';
import { consoleRefusals } from '../../../http/authentication/refusals';
import { requireStaffEvent } from '../staff-events/staff-events.repository';
import { csvStream, type CsvCell } from '../../../platform/csv/csv-file';
import { keysetPages } from './keyset-pages';
import { readAttendancePage, readRegistrationPage } from './exports.repository';
import { timeZoneAbbreviation } from '@podium/contracts/check-in/check-in-time';

const fileName = (slug: string, kind: string, day?: string) => `${slug}-${kind}${day ? `-${day}` : ''}.csv`.replace(/[^\w.-]+/g, '-');

/** The columns both exports share, in their order: the person, then the sport category and venue. */
const whoAndWhere = (row: Record<'name' | 'phone' | 'email' | 'company' | 'sport' | 'category' | 'venue', CsvCell>) => [
  row.name,
  row.phone,
  row.email,
  row.company,
  row.sport,
  row.category,
  row.venue,
];

/** Streams rows as a CSV download: the header row, then one line per row as `toCells` lays it out. */
function sendCsv<Row>(
  reply: FastifyReply,
  file: string,
  columns: readonly string[],
  rows: AsyncIterable<Row>,
  toCells: (row: Row) => CsvCell[],
) {
  async function* cells() {
    for await (const row of rows) yield toCells(row);
  }
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'no-store')
    .send(csvStream(columns, cells()) as never);
}

/** CSV exports of attendance and registrations (staff and admins), streamed a page at a time. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const schema = (summary: string) => ({
    tags: ['staff'],
    summary,
    security: [{ bearer: [] }],
    params: staffEventParamsSchema,
    querystring: exportQuerySchema,
    produces: ['text/csv'],
    response: consoleRefusals,
  });

  app.get(
    '/events/:eventId/attendance.csv',
    { schema: schema('Attendance records as CSV (filters: sport, category, venue, day)') },
    async (request, reply) => {
      const event = await requireStaffEvent(db, request.tenant.id, request.params.eventId);
      const rows = keysetPages((afterId) => readAttendancePage(db, event.id, request.query, afterId));
      return sendCsv(reply, fileName(event.slug, 'attendance', request.query.day), ATTENDANCE_CSV_COLUMNS, rows, (row) => [
        row.id,
        row.day,
        `${row.recordedAt} ${timeZoneAbbreviation(event.timeZone, new Date(row.recordedInstant))}`,
        row.direction,
        row.type,
        row.method,
        ...whoAndWhere(row),
        row.recordedBy,
        row.reason,
        row.undoneAt,
        row.undoReason,
        row.isOffline ? 'offline' : '',
      ]);
    },
  );

  app.get(
    '/events/:eventId/registrations.csv',
    { schema: schema('Registrations as CSV (filters: sport, category, venue)') },
    async (request, reply) => {
      const event = await requireStaffEvent(db, request.tenant.id, request.params.eventId);
      const rows = keysetPages((afterId) => readRegistrationPage(db, event.id, request.query, afterId));
      return sendCsv(reply, fileName(event.slug, 'registrations'), REGISTRATIONS_CSV_COLUMNS, rows, (row) => [
        row.id,
        row.registeredAt,
        row.status,
        ...whoAndWhere(row),
        row.team,
      ]);
    },
  );
};
