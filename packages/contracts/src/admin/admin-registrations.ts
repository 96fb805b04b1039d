import { z } from 'zod';
import { oneLineText, multiLineText } from '../text/one-line-text';
import { eventIdParamsSchema } from './admin-events';

export const REGISTRATION_STATUSES = ['pending', 'confirmed', 'withdrawn', 'pending_payment'] as const;
export const registrationStatusSchema = z.enum(REGISTRATION_STATUSES);

export const registrationParamsSchema = eventIdParamsSchema.extend({ registrationId: z.coerce.number().int().positive() });

/** Filters of the admin registrations list; all optional. */
export const registrationListQuerySchema = z.object({
  status: registrationStatusSchema.optional(),
  eventSportCategoryId: z.coerce.number().int().positive().optional(),
  teamId: z.coerce.number().int().positive().optional(),
  /** Part of a name, phone or email (at least 2 characters). */
  search: oneLineText().trim().min(2, 'Type at least 2 characters to search.').max(100).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export const adminRegistrationSchema = z.object({
  id: z.number(),
  status: registrationStatusSchema,
  createdAt: z.string(),
  eventSportCategoryId: z.number(),
  sportName: z.string(),
  categoryName: z.string(),
  user: z.object({
    id: z.number(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    companyName: z.string().nullable(),
  }),
  team: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;

export const adminTeamSchema = z.object({
  id: z.number(),
  name: z.string(),
  eventSportCategoryId: z.number(),
  sportName: z.string(),
  categoryName: z.string(),
  companyName: z.string().nullable(),
  members: z.number(),
});
export type AdminTeam = z.infer<typeof adminTeamSchema>;

/**
 * `GET /api/admin/events/{eventId}/waitlist`: who waits for a place in each full category, in the
 * order places are offered (issue 33 §5); `offered` while a place is held for them until `offerExpiresAt`.
 */
export const adminWaitlistEntrySchema = z.object({
  id: z.number(),
  eventSportCategoryId: z.number(),
  sportName: z.string(),
  categoryName: z.string(),
  /** 1 = next to be offered a place (or holding the offer). */
  position: z.number().int().positive(),
  status: z.enum(['waiting', 'offered']),
  joinedAt: z.string(),
  offerExpiresAt: z.string().nullable(),
  person: z.object({ id: z.number(), name: z.string().nullable(), phone: z.string().nullable(), companyName: z.string().nullable() }),
});
export type AdminWaitlistEntry = z.infer<typeof adminWaitlistEntrySchema>;

/** Move a registration to another team of the same sport category. */
export const moveRegistrationSchema = z.object({ teamId: z.number().int().positive() });

/** The largest CSV an import takes, in characters (about 5,000 rows). */
export const IMPORT_CSV_MAX_CHARS = 1_000_000;
export const IMPORT_MAX_ROWS = 5_000;
export const IMPORT_COLUMNS = ['phone', 'name', 'email', 'company', 'sport', 'category', 'team'] as const;

export const importRegistrationsSchema = z.object({
  csv: multiLineText()
    .min(1, 'Paste or choose a CSV file first.')
    .max(IMPORT_CSV_MAX_CHARS, `The file is too large: at most ${IMPORT_CSV_MAX_CHARS.toLocaleString('en')} characters. Split it.`),
  dryRun: z.boolean().default(true),
});

export const importRowErrorSchema = z.object({
  /** The line number in the file (the header is line 1). */
  row: z.number(),
  column: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importRowPreviewSchema = z.object({
  row: z.number(),
  phone: z.string(),
  name: z.string(),
  sport: z.string(),
  category: z.string(),
  team: z.string().nullable(),
  newUser: z.boolean(),
  newTeam: z.boolean(),
  /** `register`: a new registration; `already-registered`: kept as it is. */
  outcome: z.enum(['register', 'already-registered']),
});

export const importResultSchema = z.object({
  dryRun: z.boolean(),
  /** True when nothing was refused: the import can run (or ran). */
  valid: z.boolean(),
  written: z.boolean(),
  rows: z.array(importRowPreviewSchema),
  errors: z.array(importRowErrorSchema),
  counts: z.object({ rows: z.number(), newUsers: z.number(), newTeams: z.number(), registrations: z.number() }),
});
export type ImportResult = z.infer<typeof importResultSchema>;
