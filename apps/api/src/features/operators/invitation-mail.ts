import type { StoredBranding } from '@podium/contracts/branding/branding';
import type { Mailer } from '../../platform/mailer/mailer';
import { renderEmail } from '../email';
import { maskPhone } from './add-operator';

export interface InvitationMail {
  to: string;
  siteName: string;
  hostname: string;
  adminPhone: string;
  inviteUrl: string;
  expiresAt: Date;
  timeZone: string;
  branding: StoredBranding | undefined;
}

/**
 * The first admin's invitation by email (issue 29 §2): the link, the phone it admits (masked: the
 * mail may be forwarded) and when it stops working. A mail that cannot be sent does not undo the
 * site; the operator still has the link to copy, and the answer says the mail did not go.
 */
export async function mailInvitation(mailer: Mailer, invitation: InvitationMail): Promise<void> {
  const until = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: invitation.timeZone }).format(
    invitation.expiresAt,
  );
  const { html, text } = renderEmail({
    siteName: invitation.siteName,
    preheader: `You are invited to run ${invitation.siteName} on Podium.`,
    heading: `Set up ${invitation.siteName}`,
    blocks: [
      {
        kind: 'paragraph',
        text: `You are the first admin of ${invitation.siteName}, at ${invitation.hostname}. Open the link and sign in with your phone number ${maskPhone(invitation.adminPhone)}: you become the site's admin and can create its first event.`,
      },
      { kind: 'button', label: `Open ${invitation.siteName}`, url: invitation.inviteUrl },
      { kind: 'details', rows: [['Link works', `once, until ${until}`]] },
    ],
    footnote: 'If you did not expect this, ignore this email: nothing happens until the invited phone number signs in.',
    ...(invitation.branding ? { brand: invitation.branding } : {}),
  });
  await mailer.send({ to: invitation.to, subject: `You're invited to run ${invitation.siteName} on Podium`, html, text });
}
