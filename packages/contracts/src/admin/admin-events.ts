import { z } from 'zod';
import { oneLineText, multiLineText } from '../text/one-line-text';
import { timeZoneText } from '../text/time-zone';
import { SPORT_GROUP_NAMES } from '../events/sport-groups';
import { categoryFeeSchema } from '../payments/order';
import { RESULT_TYPES } from '../tournaments/timed-events';
// A message built outside the schema: a schema whose arguments are all plain values is pure, so
// a page importing only a constant of this module leaves it (and Zod) out (issue 34).
const RESULT_TYPE_MESSAGE = `Choose a result type: ${RESULT_TYPES.join(', ')}.`;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-06-01.');
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 08:00 (24-hour clock).');
const slug = z
  .string()
  .trim()
  .min(3, 'The web address needs at least 3 characters.')
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes, like corporate-olympics-2026.');

export const eventIdParamsSchema = z.object({ eventId: z.coerce.number().int().positive() });
export const venueParamsSchema = eventIdParamsSchema.extend({ venueId: z.coerce.number().int().positive() });
export const categoryParamsSchema = eventIdParamsSchema.extend({ eventSportCategoryId: z.coerce.number().int().positive() });

/** Every editable field, without defaults: an edit (PATCH) must change only the fields sent. */
const eventFields = z.object({
  name: oneLineText().trim().min(3, 'The event name needs at least 3 characters.').max(120),
  slug,
  /** A city of this tenant by name; a new name adds the city. */
  city: oneLineText().trim().min(2).max(80),
  startsOn: day,
  endsOn: day,
  timeZone: timeZoneText(),
  description: multiLineText().max(20_000),
  rulesMarkdown: multiLineText().max(50_000),
  logoUrl: oneLineText().trim().max(500).nullable(),
  checkInOpensAt: timeOfDay,
  checkInClosesAt: timeOfDay,
  rotatingCodesRequired: z.boolean(),
  /** Scans queued on a phone without network may bring a rotating code up to `offlineAllowanceMinutes` old (issue 13). */
  offlineScansAccepted: z.boolean(),
  offlineAllowanceMinutes: z
    .number({ error: 'offlineAllowanceMinutes must be a whole number of minutes' })
    .int('offlineAllowanceMinutes must be a whole number of minutes')
    .min(1, 'offlineAllowanceMinutes must be at least 1 (turn offlineScansAccepted off instead)')
    .max(24 * 60, 'offlineAllowanceMinutes can be at most 1440 (a day)'),
  /** Minutes after a match's start before staff are asked 'Award walkover?' for a side short of players (issue 16). */
  walkoverGraceMinutes: z
    .number({ error: 'walkoverGraceMinutes must be a whole number of minutes' })
    .int('walkoverGraceMinutes must be a whole number of minutes')
    .min(0, 'walkoverGraceMinutes cannot be negative')
    .max(240, 'walkoverGraceMinutes can be at most 240 (four hours)'),
  isPublished: z.boolean(),
});

/** A new event: the optional fields get these defaults. */
const newEventFields = eventFields.extend({
  timeZone: eventFields.shape.timeZone.default('Asia/Kolkata'),
  description: eventFields.shape.description.default(''),
  rulesMarkdown: eventFields.shape.rulesMarkdown.default(''),
  logoUrl: eventFields.shape.logoUrl.default(null),
  checkInOpensAt: timeOfDay.default('08:00'),
  checkInClosesAt: timeOfDay.default('20:00'),
  /**
   * New events require rotating kiosk codes (issue #12, finding 7): a printed code, once
   * photographed, checks people in from anywhere. Static codes stay possible by choice.
   */
  rotatingCodesRequired: z.boolean().default(true),
  offlineScansAccepted: z.boolean().default(true),
  offlineAllowanceMinutes: eventFields.shape.offlineAllowanceMinutes.default(120),
  walkoverGraceMinutes: eventFields.shape.walkoverGraceMinutes.default(15),
  isPublished: z.boolean().default(false),
});

const datesInOrder = (value: { startsOn?: string; endsOn?: string }) => !value.startsOn || !value.endsOn || value.startsOn <= value.endsOn;
const datesMessage = { message: 'The last day must be on or after the first day.', path: ['endsOn'] };

export const createEventSchema = newEventFields.refine(datesInOrder, datesMessage);
export type CreateEventInput = z.input<typeof createEventSchema>;

/** Every field optional; only the ones sent change. */
export const updateEventSchema = eventFields.partial().refine(datesInOrder, datesMessage);
export type UpdateEventInput = z.input<typeof updateEventSchema>;

export const venueInputSchema = z.object({
  name: oneLineText().trim().min(2, 'The venue name needs at least 2 characters.').max(120),
  address: oneLineText().trim().max(300).default(''),
});

export { SPORT_GROUP_NAMES };

/** Who may enter a category (issue 30): `any` admits everyone; `mixed` is a mixed event, open to all. */
export const CATEGORY_GENDER_RULES = ['any', 'male', 'female', 'mixed'] as const;
const age = (which: string) =>
  z
    .number({ error: `The ${which} age must be a whole number of years.` })
    .int(`The ${which} age must be a whole number of years.`)
    .min(1, `The ${which} age must be at least 1.`)
    .max(120, `The ${which} age can be at most 120.`)
    .nullable();
const capacity = z
  .number({ error: 'The capacity must be a whole number (empty = no limit).' })
  .int('The capacity must be a whole number (empty = no limit).')
  .min(1, 'The capacity must be at least 1 (empty = no limit).')
  .max(100_000, 'The capacity can be at most 100000.')
  .nullable();
/**
 * The entry fee as the category editor sends it: the payments contract's fee, strict (an unknown
 * field is a 400). Null makes the category free.
 */
const categoryFee = z.strictObject(categoryFeeSchema.shape).nullable();

/**
 * A category's entry rules. Gender and age rules belong to the named category of this site (the
 * same "Veterans" at every event), so changing them changes them wherever that category is used.
 */
const categoryRuleFields = {
  gender: z.enum(CATEGORY_GENDER_RULES, { error: 'Choose who may enter: any, male, female or mixed.' }),
  minAge: age('youngest'),
  maxAge: age('oldest'),
  fee: categoryFee,
};

/** A sport category at the event: sport and category by name (made when new), venue, capacity, team size, rules and fee. */
export const categoryInputSchema = z.strictObject({
  sportName: oneLineText().trim().min(2).max(80),
  sportGroup: z.enum(SPORT_GROUP_NAMES).default('Team'),
  isTeamSport: z.boolean().default(false),
  categoryName: oneLineText().trim().min(2, 'The category name needs at least 2 characters.').max(80),
  venueId: z.number().int().positive(),
  capacity: capacity.default(null),
  teamSizeMin: z.number().int().min(1).max(100).nullable().default(null),
  teamSizeMax: z.number().int().min(1).max(100).nullable().default(null),
  /** A team sport's teams may mix colleagues of different companies (issue 33 §4). */
  allowsMixedTeams: z.boolean().default(false),
  /** Absent: the named category keeps the rules it has (a new one admits anyone). */
  gender: categoryRuleFields.gender.optional(),
  minAge: categoryRuleFields.minAge.optional(),
  maxAge: categoryRuleFields.maxAge.optional(),
  /** Absent or null: free. */
  fee: categoryRuleFields.fee.default(null),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/**
 * An edit of one sport category (issue 30's one category editor): only the fields sent change.
 * `categoryName` moves it to the site's category of that name (made when new); `fee: null` makes it free.
 */
export const updateCategorySchema = z.strictObject({
  categoryName: categoryInputSchema.shape.categoryName.optional(),
  venueId: z.number().int().positive().optional(),
  capacity: capacity.optional(),
  teamSizeMin: z.number().int().min(1).max(100).nullable().optional(),
  teamSizeMax: z.number().int().min(1).max(100).nullable().optional(),
  allowsMixedTeams: z.boolean().optional(),
  gender: categoryRuleFields.gender.optional(),
  minAge: categoryRuleFields.minAge.optional(),
  maxAge: categoryRuleFields.maxAge.optional(),
  fee: categoryRuleFields.fee.optional(),
  /**
   * How results are kept (issue 32): `match`, `time`, `distance`, `height` or `score`; null for the
   * sport's default. Refused once heats are drawn (redraw them with the rounds call instead).
   */
  resultType: z.enum(RESULT_TYPES, { message: RESULT_TYPE_MESSAGE }).nullable().optional(),
});
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>;

export const adminVenueSchema = z.object({ id: z.number().int(), name: z.string(), address: z.string() });
export type AdminVenue = z.infer<typeof adminVenueSchema>;
export const adminCategorySchema = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  sportName: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  venueId: z.number().int(),
  venueName: z.string(),
  capacity: z.number().int().nullable(),
  teamSizeMin: z.number().int().nullable(),
  teamSizeMax: z.number().int().nullable(),
  /** Issue 33 §4: a team sport, and whether its teams may mix companies (older answers lack them). */
  isTeamSport: z.boolean().default(false),
  allowsMixedTeams: z.boolean().default(false),
  registrations: z.number().int(),
  /** Issue 30: the category's entry rules and fee, so one editor holds them all (older answers lack them). */
  gender: z.enum(CATEGORY_GENDER_RULES).default('any'),
  minAge: z.number().int().nullable().default(null),
  maxAge: z.number().int().nullable().default(null),
  fee: categoryFeeSchema.nullable().default(null),
  /** Places taken against the capacity: teams in a team sport, entries not withdrawn otherwise. */
  placesTaken: z.number().int().default(0),
  /** The result type the admin set (issue 32); null: the sport's default (`defaultResultType`). */
  resultType: z.enum(RESULT_TYPES).nullable().default(null),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminEventSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  city: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  isPublished: z.boolean(),
});
export type AdminEventSummary = z.infer<typeof adminEventSummarySchema>;

export const adminEventSchema = adminEventSummarySchema.extend({
  timeZone: z.string(),
  description: z.string(),
  rulesMarkdown: z.string(),
  logoUrl: z.string().nullable(),
  checkInOpensAt: z.string(),
  checkInClosesAt: z.string(),
  rotatingCodesRequired: z.boolean(),
  offlineScansAccepted: z.boolean(),
  offlineAllowanceMinutes: z.number().int(),
  walkoverGraceMinutes: z.number().int(),
  venues: z.array(adminVenueSchema),
  categories: z.array(adminCategorySchema),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
