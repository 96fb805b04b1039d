import type { Database } from '../../db/client';
import { DomainError } from '../../errors/domain-error';
import { updateEmailUnsubscribedAt } from '../users';
import { findUserEmail } from './email.repository';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export interface SetEmailSubscriptionCommand {
  /** The secret the unsubscribe links are signed with. */
  secret: string;
  token: string;
  tenantId: number;
  unsubscribed: boolean;
  now: Date;
}

/** The person's address and whether they are now unsubscribed. */
export interface EmailSubscription {
  email: string | null;
  unsubscribed: boolean;
}

/**
 * Unsubscribes (or resubscribes) the person an email's link names. The signed token must be ours
 * and for this tenant; unsubscribing twice keeps the first time.
 */
export async function setEmailSubscription(db: Database, command: SetEmailSubscriptionCommand): Promise<EmailSubscription> {
  const { tenantId, unsubscribed } = command;
  const named = verifyUnsubscribeToken(command.secret, command.token);
  if (!named || named.tenantId !== tenantId) {
    throw new DomainError('VALIDATION_FAILED', 'This unsubscribe link is not valid here. Open the whole link from the email again.');
  }
  await updateEmailUnsubscribedAt(db, tenantId, named.userId, unsubscribed ? command.now : null);
  const user = await findUserEmail(db, tenantId, named.userId);
  if (!user) throw new DomainError('NOT_FOUND', 'This account no longer exists, so it gets no email.');
  return { email: user.email, unsubscribed };
}
