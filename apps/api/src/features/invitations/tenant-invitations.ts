import type { Database } from '../../db/client';
import { claimInvitation, findOpenInvitation, type InvitationRow } from './invitations.repository';

/** The open first-admin invitation of this phone on this tenant: it admits the person whatever the sign-in policy. */
export function findOpenInvitationFor(db: Database, tenantId: number, phone: string, now: Date): Promise<InvitationRow | undefined> {
  return findOpenInvitation(db, tenantId, phone, now);
}

/**
 * Uses the invitation inside the sign-in's transaction: true when this sign-in claimed it (the
 * caller then makes the person admin). A second sign-in, or one after 7 days, claims nothing.
 */
export function acceptInvitationAtSignIn(db: Database, invitation: InvitationRow, now: Date): Promise<boolean> {
  return claimInvitation(db, invitation.id, now);
}
