import { EMAIL_VERIFICATION_TTL_HOURS } from '@podium/contracts/email/email-verification';
import type { AppContext } from '../../app-context';
import { DomainError, RateLimitError } from '../../errors/domain-error';
import type { UserRow } from '../users';
import { renderEmail } from '../email';
import { canonicalOriginOf, findTenantLook } from '../tenants';
import { hashVerificationToken, newVerificationToken } from './email-verification-link';
import { consumeVerificationToken, countLinksSentSince, insertVerificationToken } from './email-verification.repository';

/** Per person: one link a minute, five a day (each is an email we send to an address we do not yet trust). */
const SEND_LIMITS = [
  { windowSeconds: 60, max: 1, message: 'A link was sent a moment ago. Check your inbox, or try again in a minute.' },
  { windowSeconds: 86_400, max: 5, message: 'You asked for five links today. Use the newest one, or try again tomorrow.' },
] as const;

type Deps = Pick<AppContext, 'db' | 'mailer' | 'clock' | 'config'>;

/**
 * Emails the person a one-time link proving they read their profile's address: valid
 * EMAIL_VERIFICATION_TTL_HOURS, usable once, void when the email changes. The link is built on the
 * tenant's canonical origin. Answers the address it went to.
 */
export async function sendVerificationLink(deps: Deps, user: UserRow): Promise<string> {
  if (!user.email) throw new DomainError('VALIDATION_FAILED', 'Add an email address to your profile first.');
  if (user.emailVerifiedAt) throw new DomainError('CONFLICT', 'Your email address is already verified.');
  const now = deps.clock.now();
  for (const limit of SEND_LIMITS) {
    const sent = await countLinksSentSince(deps.db, user.id, new Date(now.getTime() - limit.windowSeconds * 1000));
    if (sent >= limit.max) throw new RateLimitError(limit.message, limit.windowSeconds);
  }
  const { token, tokenHash } = newVerificationToken();
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_TTL_HOURS * 3_600_000);
  await insertVerificationToken(deps.db, { userId: user.id, email: user.email, tokenHash, expiresAt, createdAt: now });

  const origin = await canonicalOriginOf(deps.db, user.tenantId, deps.config.PORT);
  const tenant = await findTenantLook(deps.db, user.tenantId);
  const siteName = tenant?.settings.siteTitle || tenant?.name || 'Podium';
  const link = `${origin}/verify-email?token=${encodeURIComponent(token)}`;
  const { html, text } = renderEmail({
    siteName,
    brand: tenant?.branding,
    preheader: `Confirm that ${user.email} is your address.`,
    heading: 'Verify your email address',
    blocks: [
      { kind: 'paragraph', text: `Hi ${user.name ?? 'there'}, confirm that this is your email address at ${siteName}.` },
      { kind: 'button', label: 'Verify my email', url: link },
      { kind: 'paragraph', text: `The link works once, for ${EMAIL_VERIFICATION_TTL_HOURS} hours.` },
    ],
    footnote: `Someone asked to verify this address at ${siteName}. If it was not you, ignore this email: nothing changes.`,
  });
  try {
    await deps.mailer.send({
      to: user.email,
      ...(user.name ? { toName: user.name } : {}),
      subject: 'Verify your email address',
      html,
      text,
    });
  } catch {
    throw new DomainError('UPSTREAM_FAILED', 'We could not send the email just now. Please try again in a few minutes.');
  }
  return user.email;
}

/** Uses a link's token: the address it was sent to becomes verified (see consumeVerificationToken). */
export async function verifyEmail(deps: Pick<Deps, 'db' | 'clock'>, tenantId: number, token: string): Promise<string> {
  const verified = await consumeVerificationToken(deps.db, { tokenHash: hashVerificationToken(token), tenantId, now: deps.clock.now() });
  if (!verified) {
    throw new DomainError(
      'VALIDATION_FAILED',
      'This verification link has expired, was already used, or is for an address you no longer have. Send a new link from your profile.',
    );
  }
  return verified.email;
}
