import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';
import { DECIDED_BY } from '../tournaments/tournaments';

export const fixtureIdParamsSchema = z.object({
  eventId: z.coerce.number().int().positive(),
  fixtureId: z.coerce.number().int().positive(),
});
export const resultsCategoryParamsSchema = z.object({
  eventId: z.coerce.number().int().positive(),
  eventSportCategoryId: z.coerce.number().int().positive(),
});

const score = oneLineText().trim().max(40, 'Keep a score under 40 characters, like 3 or 21-18, 15-21.');

export const createFixtureSchema = z.object({
  eventSportCategoryId: z.number().int().positive(),
  round: oneLineText().trim().min(1).max(60).default('Group'),
  startsAt: z.iso.datetime({ offset: true, message: 'Use a date and time like 2026-06-01T10:00:00+05:30.' }),
  homeTeamId: z.number().int().positive().nullable().default(null),
  awayTeamId: z.number().int().positive().nullable().default(null),
  venueId: z.number().int().positive().optional(),
});

export const updateFixtureSchema = z.object({
  round: oneLineText().trim().min(1).max(60).optional(),
  startsAt: z.iso.datetime({ offset: true }).optional(),
  status: z.enum(['scheduled', 'live', 'finished']).optional(),
  homeScore: score.nullable().optional(),
  awayScore: score.nullable().optional(),
  winnerTeamId: z.number().int().positive().nullable().optional(),
});

export const adminFixtureSchema = z.object({
  id: z.number().int(),
  eventSportCategoryId: z.number().int(),
  sportName: z.string(),
  categoryName: z.string(),
  venueName: z.string(),
  round: z.string(),
  startsAt: z.string(),
  /** False for a drawn match not given a time yet: `startsAt` is then a placeholder (as on the event site). */
  isScheduled: z.boolean(),
  status: z.enum(['scheduled', 'live', 'finished']),
  homeTeam: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  awayTeam: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  homeScore: z.string().nullable(),
  awayScore: z.string().nullable(),
  winnerTeamId: z.number().int().nullable(),
  /** The structured score the score card entered (issue 17): points per set, how it was decided, the shoot-out. */
  sets: z.array(z.object({ home: z.number().int(), away: z.number().int() })).nullable(),
  decidedBy: z.enum(DECIDED_BY).nullable(),
  shootout: z.object({ home: z.number().int(), away: z.number().int() }).nullable(),
});
export type AdminFixture = z.infer<typeof adminFixtureSchema>;

/** Final placings of one sport category: gold, silver and bronze teams (a place may be shared or empty). */
export const setPlacingsSchema = z.object({
  placings: z
    .array(z.object({ teamId: z.number().int().positive(), place: z.number().int().min(1).max(3) }))
    .max(12)
    .refine((rows) => new Set(rows.map((row) => row.teamId)).size === rows.length, 'A team can have one place only.'),
});

export const adminTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  companyName: z.string().nullable(),
  members: z.number().int(),
});

export const adminResultsCategorySchema = z.object({
  eventSportCategoryId: z.number().int(),
  sportName: z.string(),
  categoryName: z.string(),
  teams: z.array(adminTeamSchema),
  placings: z.array(z.object({ teamId: z.number().int(), teamName: z.string(), place: z.number().int() })),
});
export type AdminResultsCategory = z.infer<typeof adminResultsCategorySchema>;

export const adminResultsSchema = z.object({ fixtures: z.array(adminFixtureSchema), categories: z.array(adminResultsCategorySchema) });
export type AdminResults = z.infer<typeof adminResultsSchema>;
