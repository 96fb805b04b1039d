import { z } from 'zod';

/**
 * An invite code: 22 URL-safe characters (128 random bits, base64url), the secret of a team's
 * invite link `/join/{code}` (issue 33 §4). Anything else is refused before the database is asked.
 */
export const TEAM_INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The web path of a team's invite link. */
export const teamInvitePath = (inviteCode: string) => `/join/${inviteCode}`;

export const teamInviteCodeParamsSchema = z.object({
  inviteCode: z.string().regex(TEAM_INVITE_CODE_PATTERN, 'This invite link is not complete: ask your captain to send it again.'),
});

/** `GET /api/customer/team-invites/{inviteCode}`: what the invite link opens, before joining. */
export const teamInvitePreviewSchema = z.object({
  team: z.object({ id: z.number().int(), name: z.string(), companyName: z.string().nullable() }),
  /** The person who registered the team; null when they have left it. */
  captainName: z.string().nullable(),
  event: z.object({ id: z.number().int(), eventName: z.string(), path: z.string(), timeZone: z.string() }),
  sport: z.string(),
  category: z.string(),
  eventSportCategoryId: z.number().int(),
  memberCount: z.number().int(),
  /** Null: no maximum. */
  teamSizeMax: z.number().int().nullable(),
  allowsMixedTeams: z.boolean(),
  /** When joining (and leaving) closes: the category's first match, else the end of the event (ISO time). */
  registrationClosesAt: z.string(),
  /** I am already on this team. */
  isMember: z.boolean(),
});
export type TeamInvitePreview = z.infer<typeof teamInvitePreviewSchema>;

/** `GET /api/customer/teams/{teamId}/invite`: the link a team member shares (the QR is drawn from it). */
export const teamInviteLinkSchema = z.object({
  teamId: z.number().int(),
  teamName: z.string(),
  inviteCode: z.string(),
  /** Relative to the site: the page puts its own origin in front. */
  path: z.string(),
});
export type TeamInviteLink = z.infer<typeof teamInviteLinkSchema>;

export const teamMemberParamsSchema = z.object({
  teamId: z.coerce.number().int().positive(),
  registrationId: z.coerce.number().int().positive(),
});
export const teamParamsSchema = z.object({ teamId: z.coerce.number().int().positive() });
