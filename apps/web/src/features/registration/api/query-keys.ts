/** The registration feature's query keys (the member's own registrations are in lib/member-query-keys). */
export const registrationKeys = {
  /** Every event's catalogue: a registration changes the places left. */
  catalogues: ['event-catalogue'] as const,
  catalogue: (eventId: number | undefined) => ['event-catalogue', eventId] as const,
  companyTeams: (eventId: number | undefined) => ['company-teams', eventId] as const,
  teamInvite: (inviteCode: string) => ['team-invite', inviteCode] as const,
  teamInviteLink: (teamId: number) => ['team-invite-link', teamId] as const,
};
