import { z } from 'zod';

/**
 * How public pages (the event microsite, the big screen, public calendars) name people, a setting
 * of the site (issue 31 §4): `full` names, `first_initial` ("Priya P."), or `teams_only`, where an
 * individual entry is shown by its company and team rosters list nobody. Staff and admin consoles
 * always show full names.
 */
export const PUBLIC_NAME_POLICIES = ['full', 'first_initial', 'teams_only'] as const;
export const publicNamePolicySchema = z.enum(PUBLIC_NAME_POLICIES, {
  error: 'Choose full, first_initial or teams_only for publicNames.',
});
export type PublicNamePolicy = z.infer<typeof publicNamePolicySchema>;

export const PUBLIC_NAME_POLICY_LABELS: Record<PublicNamePolicy, string> = {
  full: 'Full names',
  first_initial: 'First name and initial',
  teams_only: 'Teams and companies only',
};

/** What a public page shows for an individual entry whose person has no company to stand for them. */
export const ANONYMOUS_ENTRANT = 'Private entrant';
