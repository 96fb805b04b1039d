import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';

export const staffPeopleQuerySchema = z.object({
  search: oneLineText().trim().min(2, 'Type at least 2 characters of a name, phone or email.').max(100),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export const staffAttendanceRecordSchema = z.object({
  id: z.number().int(),
  eventSportCategoryId: z.number().int(),
  sportName: z.string(),
  categoryName: z.string(),
  venueName: z.string(),
  day: z.string(),
  type: z.enum(['participant', 'visitor']),
  direction: z.enum(['check-in', 'check-out']),
  method: z.enum(['scan', 'staff-scan', 'manual']),
  recordedAt: z.string(),
  reason: z.string().nullable(),
  undoneAt: z.string().nullable(),
  undoReason: z.string().nullable(),
  /** Queued on the person's phone without network and synced later (issue 13). */
  isOffline: z.boolean(),
});
export type StaffAttendanceRecord = z.infer<typeof staffAttendanceRecordSchema>;

/** A person found by staff: who they are, where they are registered, and the day's records. */
export const staffPersonSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  companyName: z.string().nullable(),
  registrations: z.array(
    z.object({ eventSportCategoryId: z.number().int(), sportName: z.string(), categoryName: z.string(), teamName: z.string().nullable() }),
  ),
  attendance: z.array(staffAttendanceRecordSchema),
});
export type StaffPerson = z.infer<typeof staffPersonSchema>;

const reason = oneLineText().trim().min(3, 'Give a reason of at least 3 characters (it is kept with the record).').max(300);

/** Manual check-in from the dashboard: the person, the sport category, and why it was done by hand. */
export const manualCheckInSchema = z.object({
  userId: z.number().int().positive(),
  eventSportCategoryId: z.number().int().positive(),
  reason,
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

export const attendanceIdParamsSchema = z.object({ attendanceId: z.coerce.number().int().positive() });
export const undoCheckInSchema = z.object({ reason });

export const staffCheckInResultSchema = z.object({
  record: staffAttendanceRecordSchema,
  /** False when the person was already checked in there that day (nothing new recorded). */
  isNew: z.boolean(),
  person: z.object({ id: z.number().int(), name: z.string().nullable(), phone: z.string().nullable(), companyName: z.string().nullable() }),
});
export type StaffCheckInResult = z.infer<typeof staffCheckInResultSchema>;
