import { z } from 'zod';

const id = z.coerce.number().int().positive().optional();

/** Filters of the CSV exports; all optional. `day` applies to attendance only. */
export const exportQuerySchema = z.object({
  sportId: id,
  eventSportCategoryId: id,
  venueId: id,
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-06-01.')
    .optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

export const ATTENDANCE_CSV_COLUMNS = [
  'Record ID',
  'Day',
  'Recorded at',
  'Direction',
  'Type',
  'Method',
  'Name',
  'Phone',
  'Email',
  'Company',
  'Sport',
  'Category',
  'Venue',
  'Recorded by',
  'Reason',
  'Undone at',
  'Undo reason',
  /** 'offline' when the scan was queued on the phone without network and synced later. */
  'Offline',
] as const;

export const REGISTRATIONS_CSV_COLUMNS = [
  'Registration ID',
  'Registered at',
  'Status',
  'Name',
  'Phone',
  'Email',
  'Company',
  'Sport',
  'Category',
  'Venue',
  'Team',
] as const;
