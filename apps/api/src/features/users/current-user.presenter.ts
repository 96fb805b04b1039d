import type { CurrentUser } from '@podium/contracts/auth/current-user';
import type { CompanyRow, UserRow } from './users.repository';

/** The only road from a user row to an answer: no hashes, nonces or MFA secrets leave. */
export function presentCurrentUser(user: UserRow, company: Pick<CompanyRow, 'id' | 'name'> | undefined): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    gender: user.gender,
    role: user.role,
    profileUrl: user.profileUrl,
    companyId: company?.id ?? null,
    companyName: company?.name ?? null,
    mfaEnabled: user.mfaEnabled,
    emailVerified: user.email !== null && user.emailVerifiedAt !== null,
  };
}
