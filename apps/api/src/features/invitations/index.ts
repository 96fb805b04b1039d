/**
 * A site's first-admin invitation: made by the platform's operators, looked up by its link, and
 * claimed at sign-in. Its own feature (issue 35) so sign-in (auth) and the operators both build on
 * it without auth importing the operators.
 */
export { acceptInvitationAtSignIn, findOpenInvitationFor } from './tenant-invitations';
export { insertInvitation, type InvitationRow } from './invitations.repository';
export { INVITATION_TTL_MS, invitationUrl, newInvitationToken, hashInvitationToken } from './invitation-token';
export { invitationLookupRoutes } from './invitation-lookup.routes';
