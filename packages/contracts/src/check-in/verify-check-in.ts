import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';
import { errorEnvelopeSchema } from '../http/envelope';

const id = (name: string) =>
  z
    .number({ error: `${name} must be a whole number (for example 12), not text` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(2_147_483_647, `${name} is too large`);

/**
 * `POST /api/user/checkin/verify` (spec section 7). The first call carries what the code says; a
 * visitor's second call adds `isVisitor: true` and the chosen `eventSportCategoryIds` (or the single
 * `eventSportCategoryId` with venue 'visitor'). Rotating kiosk codes add `codeStep` and
 * `codeSignature`; exit codes add `direction: 'out'`.
 */
export const verifyCheckInRequestSchema = z.object({
  eventId: id('eventId'),
  sportId: id('sportId'),
  venue: oneLineText({ error: 'venue must be text' }).trim().min(1, 'venue is required').max(200, 'venue is too long'),
  eventSportCategoryIds: z.array(id('eventSportCategoryIds[]')).max(50, 'choose at most 50 categories').optional(),
  eventSportCategoryId: id('eventSportCategoryId').optional(),
  isVisitor: z.boolean({ error: 'isVisitor must be true or false' }).optional(),
  /** One id per scan (crypto.randomUUID in the scanner): a retry with it replays the first answer. */
  scanId: z.uuid('scanId must be a UUID').optional(),
  /** Free text naming the scanning device, kept in the scan log. */
  device: oneLineText().max(200, 'device is too long').optional(),
  direction: z.enum(['in', 'out'], { error: "direction must be 'in' or 'out'" }).optional(),
  codeStep: id('codeStep').optional(),
  codeSignature: z
    .string()
    .regex(/^[\w-]{8,128}$/, 'codeSignature is not a code signature')
    .optional(),
  /**
   * The scan was queued on the device without network and is sent now (issue 13). It lets an
   * expired rotating code count when the code's own signed time is within the event's offline
   * allowance; it never extends anything else.
   */
  offline: z.boolean({ error: 'offline must be true or false' }).optional(),
  /** When the device says it scanned (ISO 8601): kept in the scan log, never trusted for acceptance. */
  scannedAt: z.iso.datetime({ offset: true, error: 'scannedAt must be an ISO 8601 time such as 2026-06-01T10:30:00Z' }).optional(),
});
export type VerifyCheckInRequest = z.infer<typeof verifyCheckInRequestSchema>;

/** Person shown on the attendance card. */
export const checkInUserSchema = z.object({
  name: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  email: z.string().nullable(),
});
export type CheckInUser = z.infer<typeof checkInUserSchema>;

/** A category a visitor may choose (spec section 3). */
export const availableCategorySchema = z.object({
  eventSportCategoryId: z.number().int(),
  sportCategoryName: z.string(),
  sportName: z.string(),
  venue: z.string(),
  /** When this person already checked in to it today (ISO), else null: the picker shows it done. */
  checkedInAt: z.string().nullable().optional(),
});
export type AvailableCategory = z.infer<typeof availableCategorySchema>;

export const ATTENDANCE_BADGE_TYPES = ['participant', 'visitor', 'check-in', 'check-out'] as const;
export type AttendanceBadgeType = (typeof ATTENDANCE_BADGE_TYPES)[number];

/** One attendance, per category, as the success modal shows it. */
export const checkInItemSchema = z.object({
  eventSportCategoryId: z.number().int(),
  event: z.object({
    eventName: z.string(),
    venue: z.string(),
    sport: z.object({ name: z.string() }),
    sportCategory: z.object({ name: z.string() }),
  }),
  attendance: z.object({
    /** ISO time of the record (the first one when already checked in). */
    timestamp: z.string(),
    type: z.enum(['participant', 'visitor']),
    direction: z.enum(['check-in', 'check-out']),
    alreadyCheckedIn: z.boolean(),
    previousCheckInTime: z.string().nullable(),
  }),
  team: z.object({ teamName: z.string(), teamId: z.number().int() }).nullable(),
  user: checkInUserSchema,
});
export type CheckInItem = z.infer<typeof checkInItemSchema>;

/** The success answer: recorded, already recorded, or (visitor, first call) the categories to choose from. */
export const verifyCheckInAnswerSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  user: checkInUserSchema,
  userType: z.enum(['Participant', 'Visitor']),
  /** True when every item was already recorded before this call. */
  alreadyCheckedIn: z.boolean(),
  previousCheckInTime: z.string().nullable(),
  availableCategories: z.array(availableCategorySchema).optional(),
  data: z.array(checkInItemSchema),
  /** The event's IANA time zone: every time in this answer is shown in it, with its abbreviation. */
  timeZone: z.string().optional(),
});
export type VerifyCheckInAnswer = z.infer<typeof verifyCheckInAnswerSchema>;

/** A refusal: `error` is the reason code (NOT_REGISTERED, WRONG_VENUE, CHECKIN_NOT_OPEN, ...). */
export const checkInRefusalSchema = errorEnvelopeSchema.loose();
export type CheckInRefusal = z.infer<typeof checkInRefusalSchema>;
