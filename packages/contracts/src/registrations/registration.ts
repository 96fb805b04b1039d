import { z } from 'zod';
import { oneLineText } from '../text/one-line-text';
import { orderSchema } from '../payments/order';

export const REGISTRATION_MODES = ['individual', 'create-team', 'join-team'] as const;

/** Longest team name; a join code is 8 letters or digits. */
export const TEAM_NAME_MAX_LENGTH = 60;

export const registrationEntrySchema = z
  .object({
    eventSportCategoryId: z.number().int().positive(),
    mode: z.enum(REGISTRATION_MODES),
    teamName: oneLineText().trim().min(2, 'Team name must be at least 2 characters').max(TEAM_NAME_MAX_LENGTH).optional(),
    joinCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{4,16}$/, 'Enter the join code your team captain shared')
      .optional(),
  })
  .refine((entry) => entry.mode !== 'create-team' || entry.teamName, { message: 'Enter a team name', path: ['teamName'] })
  .refine((entry) => entry.mode !== 'join-team' || entry.joinCode, { message: 'Enter the team join code', path: ['joinCode'] });
export type RegistrationEntry = z.infer<typeof registrationEntrySchema>;

/** `POST /api/customer/registrations`: one or more categories of one event, all or nothing. */
export const registerRequestSchema = z.object({
  eventId: z.number().int().positive(),
  entries: z.array(registrationEntrySchema).min(1, 'Choose at least one category').max(12, 'Choose at most 12 categories at once'),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

/** One person on a team's roster; `registrationId` is what the captain removes. */
export const teamMemberSchema = z.object({
  registrationId: z.number().int(),
  name: z.string(),
  isCaptain: z.boolean(),
  /** `pending_payment`: their place waits for their payment (a fee charged per person). */
  status: z.enum(['confirmed', 'pending', 'pending_payment']),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** One of my registrations, as /my-events and /co-register show it. */
export const myRegistrationSchema = z.object({
  id: z.number().int(),
  /** `pending_payment`: a paid category's place held until the provider confirms the payment (issue 15). */
  status: z.enum(['confirmed', 'pending', 'withdrawn', 'pending_payment']),
  eventSportCategoryId: z.number().int(),
  /** `timeZone`: the event's IANA zone; times are shown in it (not the phone's). */
  event: z.object({ id: z.number().int(), eventName: z.string(), path: z.string(), city: named, timeZone: z.string() }),
  sport: named,
  category: named,
  venue: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
  /**
   * The team, with its join code so the person can share it with colleagues, and its roster
   * (issue 33 §4): `isCaptain` says whether I registered it (the captain may remove members before
   * the cut-off); `members` lists everyone on it, the captain first.
   */
  team: z
    .object({
      id: z.number().int(),
      name: z.string(),
      joinCode: z.string(),
      memberCount: z.number().int(),
      teamSizeMax: z.number().int().nullable().default(null),
      isCaptain: z.boolean().default(false),
      members: z.array(teamMemberSchema).default([]),
    })
    .nullable(),
  nextFixture: z
    .object({ startsAt: z.string(), round: z.string(), opponent: z.string().nullable(), venue: z.string(), status: z.string() })
    .nullable(),
  /**
   * Null while the category is undecided. Once it has placings: the place of my team (or of me, in
   * an individual sport), null when not placed, so the card says the results are in instead of
   * waiting for a next match.
   */
  categoryResult: z
    .object({ place: z.number().int().min(1).max(3).nullable() })
    .nullable()
    .default(null),
  registeredAt: z.string(),
  /** Until when withdrawing is possible (ISO time); after it the registration stands. */
  withdrawClosesAt: z.string(),
  canWithdraw: z.boolean(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

export const myRegistrationsQuerySchema = z.object({ eventId: z.coerce.number().int().positive().optional() });

/** `POST /api/customer/registrations` answer: the registrations made and any coupon earned. */
export const registerAnswerDataSchema = z.object({
  registrations: z.array(myRegistrationSchema),
  couponsIssued: z.number().int(),
  /** Present when a category takes a fee: the order to pay (docs/payments.md). */
  order: orderSchema.optional(),
});
export type RegisterAnswerData = z.infer<typeof registerAnswerDataSchema>;

/** A team of my company I can join with its code (`GET /api/customer/events/{id}/company-teams`). */
export const companyTeamSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  eventSportCategoryId: z.number().int(),
  memberCount: z.number().int(),
});
export type CompanyTeam = z.infer<typeof companyTeamSchema>;
