import { z } from 'zod';
import { DECIDED_BY, RESULT_TYPES } from '../tournaments/result-kinds';
import { eventSummarySchema, idNumberSchema as idSchema, namedSchema as named, sportGroupSchema } from './event-summary';

export { SPORT_GROUP_NAMES, eventSummarySchema, sportGroupSchema, type EventSummary } from './event-summary';

export const venueSchema = z.object({ id: idSchema, name: z.string(), address: z.string() });
export const sportSchema = z.object({ id: idSchema, name: z.string(), group: sportGroupSchema, isTeamSport: z.boolean() });
export const categorySchema = z.object({
  id: idSchema,
  name: z.string(),
  minAge: z.number().int().nullable(),
  maxAge: z.number().int().nullable(),
  gender: z.enum(['male', 'female', 'mixed', 'any']),
});
export type EventCategory = z.infer<typeof categorySchema>;

/** One category of one sport at the event (its id is the `eventSportCategoryId`). */
export const eventSportCategorySchema = z.object({
  id: idSchema,
  sportId: idSchema,
  categoryId: idSchema,
  venueId: idSchema,
  /** Places: teams for team sports, people otherwise; null when unlimited. */
  capacity: z.number().int().nullable(),
  /** Entries taken: teams for team sports, confirmed people otherwise. */
  entries: z.number().int(),
  /** People on the waiting list (issue 33 §5), an offer held for one of them included: while any wait, the category is full. */
  waiting: z.number().int().default(0),
  teamSizeMax: z.number().int().nullable(),
  /** How the category keeps results (issue 32): `match`, or heats with a time, distance, height or score. */
  resultType: z.enum(RESULT_TYPES).default('match'),
  /** When registration and withdrawal close: the first match, else the end of the event (ISO time). */
  registrationClosesAt: z.string(),
  /**
   * The entry fee (issue 15), null when the category is free: minor units, per person or per team
   * (the team's creator pays), and the early-bird amount until its time where there is one.
   */
  fee: z
    .object({
      amount: z.number().int(),
      currency: z.string(),
      chargedPer: z.enum(['person', 'team']),
      earlyBirdAmount: z.number().int().nullable(),
      earlyBirdUntil: z.string().nullable(),
    })
    .nullable(),
});
export type EventSportCategory = z.infer<typeof eventSportCategorySchema>;

/**
 * The description's `Event.sportsDetails` (spec section 3): each sport of the event with its
 * categories and where each is played, in one nested list (the same facts as `sportList`,
 * `categories`, `sportCategories` and `venues`, joined for clients that read the description's shape).
 */
export const sportDetailSchema = z.object({
  sportId: idSchema,
  sportName: z.string(),
  group: sportGroupSchema,
  isTeamSport: z.boolean(),
  categories: z.array(
    z.object({ eventSportCategoryId: idSchema, categoryId: idSchema, categoryName: z.string(), venueId: idSchema, venueName: z.string() }),
  ),
});
export type SportDetail = z.infer<typeof sportDetailSchema>;

/** `GET /api/public/events/by-path/{path}`: the event with its sports, categories and venues. */
export const eventDetailSchema = eventSummarySchema.extend({
  rulesMarkdown: z.string(),
  /**
   * `rulesMarkdown` as HTML, rendered by the server with `renderMarkdown` (text/markdown.ts: raw HTML
   * escaped), so the about page shows the rules without the renderer (issue 34). Absent from an
   * answer of an earlier release (a saved copy); the web app then renders `rulesMarkdown` itself.
   */
  rulesHtml: z.string().optional(),
  timeZone: z.string(),
  venues: z.array(venueSchema),
  sportList: z.array(sportSchema),
  categories: z.array(categorySchema),
  sportCategories: z.array(eventSportCategorySchema),
  sportsDetails: z.array(sportDetailSchema),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const teamSchema = z.object({
  id: idSchema,
  name: z.string(),
  eventSportCategoryId: idSchema,
  sportId: idSchema,
  categoryId: idSchema,
  company: named.nullable(),
  members: z.array(z.object({ name: z.string(), company: z.string().nullable() })),
  /**
   * Members on the team but not listed: the site shows teams only, or they hide their name (issue
   * 31 §4). Default: an answer cached before the field existed still reads.
   */
  membersNotShown: z.number().int().nonnegative().default(0),
});
export type Team = z.infer<typeof teamSchema>;

const fixtureSideSchema = z.object({ id: idSchema, name: z.string(), company: z.string().nullable() }).nullable();
export const FIXTURE_STATUSES = ['scheduled', 'live', 'finished'] as const;
export const fixtureSchema = z.object({
  id: idSchema,
  eventSportCategoryId: idSchema,
  sport: named,
  category: named,
  venue: named,
  round: z.string(),
  startsAt: z.string(),
  /** False for a drawn match not given a time yet: `startsAt` is then a placeholder, not to be shown. */
  isScheduled: z.boolean(),
  status: z.enum(FIXTURE_STATUSES),
  home: fixtureSideSchema,
  away: fixtureSideSchema,
  homeScore: z.string().nullable(),
  awayScore: z.string().nullable(),
  winnerTeamId: idSchema.nullable(),
  /** How a finished match was decided (a drawn knockout goes through on penalties), null while it is not. */
  // Defaults: an answer from a server (or cache) older than these fields still reads.
  decidedBy: z.enum(DECIDED_BY).nullable().default(null),
  /** The shoot-out score of a match decided on penalties, else null. */
  shootout: z.object({ home: z.number().int(), away: z.number().int() }).nullable().default(null),
});
export type Fixture = z.infer<typeof fixtureSchema>;

export const fixturesQuerySchema = z.object({
  sportId: z.coerce.number().int().positive().optional(),
  venueId: z.coerce.number().int().positive().optional(),
  /** YYYY-MM-DD in the event's time zone. */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
    .optional(),
  status: z.enum(FIXTURE_STATUSES).optional(),
});

export const standingSchema = z.object({
  eventSportCategoryId: idSchema,
  sport: named,
  category: named,
  placings: z.array(z.object({ place: z.number().int(), team: named, company: z.string().nullable() })),
});
/** A category whose deciding matches are not all finished: its final standings and medals wait for them (issue 17). */
export const undecidedCategorySchema = z.object({ eventSportCategoryId: idSchema, sport: named, category: named });
export const resultsSchema = z.object({
  fixtures: z.array(fixtureSchema),
  standings: z.array(standingSchema),
  undecided: z.array(undecidedCategorySchema),
});
export type Results = z.infer<typeof resultsSchema>;

export const medalRowSchema = z.object({
  rank: z.number().int(),
  company: named,
  gold: z.number().int(),
  silver: z.number().int(),
  bronze: z.number().int(),
  total: z.number().int(),
});
export type MedalRow = z.infer<typeof medalRowSchema>;

export const galleryImageSchema = z.object({
  id: idSchema,
  url: z.string(),
  caption: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

export const eventCalendarQuerySchema = z.object({
  cityId: z.coerce.number().int().positive().optional(),
  sportId: z.coerce.number().int().positive().optional(),
  /** Only events that have not ended before this day (YYYY-MM-DD). */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
    .optional(),
});
